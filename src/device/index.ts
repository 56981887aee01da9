export { currentDevice } from './currentDevice';
export { detectDevice, IN_APP_BROWSERS, type InAppBrowser } from './detectDevice';
export { DEVICE_SCHEMA, type DeviceInfo } from './deviceInfo';
