export {
  clearSessionFlag,
  currencySign,
  getCommonParams,
  getSession,
  getSessionParams,
  initSession,
  pickCommonParams,
  type SessionListener,
  setSessionFlag,
  subscribeSession,
} from './session';
export {
  COMMON_PARAM_KEYS,
  type CommonParamKey,
  SESSION_PARAM_KEYS,
  SESSION_STORAGE_KEY,
  type SessionParamKey,
} from './sessionKeys';
