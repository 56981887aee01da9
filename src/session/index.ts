export {
  clearSessionFlag,
  getSession,
  getSessionParams,
  initSession,
  setSessionFlag,
  subscribeSession,
} from './session';
