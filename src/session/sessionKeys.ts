/**
 * The page-query parameters the session keeps (DESIGN §3 "Session").
 */

/** Added to the query string of every call of the first client when present. */
export const COMMON_PARAM_KEYS = [
  'appVersion',
  'deviceName',
  'deviceId',
  'osVersion',
  'sessionId',
  'gps_adid',
] as const;

/** Every query parameter that belongs to the session; a load carrying any of them starts a fresh session. */
export const SESSION_PARAM_KEYS = [
  ...COMMON_PARAM_KEYS,
  'product_id',
  'productId',
  'orderId',
  'building',
  'gather',
  'swift',
  'eyes',
  'real',
  // The borrower's language (DESIGN §12, src/i18n/locale.ts): `en`, `fil` (`tl`).
  'lang',
] as const;

/**
 * The session's secrets (DESIGN §3): once kept, they leave the page address (`addressWithoutSecrets`,
 * src/boot.ts) and no in-app address carries them (`buildHref`), so no log, Referer or shared link
 * holds them. A query without them does not start a new session (`initSession`).
 */
export const SECRET_PARAM_KEYS = ['sessionId', 'deviceId', 'gps_adid'] as const;

/** The sessionStorage key the session lives under. */
export const SESSION_STORAGE_KEY = 'loan.session';
