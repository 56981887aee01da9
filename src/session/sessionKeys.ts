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

/** The sessionStorage key the session lives under. */
export const SESSION_STORAGE_KEY = 'loan.session';
