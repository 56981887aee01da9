export {
  addressWithoutSecrets,
  clearSessionFlag,
  getAddressParams,
  getSession,
  getSessionParams,
  initSession,
  setSessionFlag,
  subscribeSession,
} from './session';
