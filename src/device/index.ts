export { currentDevice } from './currentDevice';
