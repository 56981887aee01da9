import { t } from '../i18n/t';
import type { ActionHost, ActionOutcome, GeolocationAction, RunNested } from './types';

/** Where the device is, as `result` of `onSuccess` (and the value stored under `resultKey`). */
export interface GeolocationReading {
  latitude: number;
  longitude: number;
  /** Accuracy radius in metres. */
  accuracy: number;
}

/**
 * Why no position came, as `result` of `onFailure`: the `GeolocationPositionError` code
 * (1 permission denied, 2 position unavailable, 3 time-out) and its message, or code 0 when
 * the browser has no geolocation at all.
 */
export interface GeolocationFailure {
  code: number;
  message: string;
}

/** Default time-out of a reading, in ms: long enough for a cold GPS fix, short enough for a button. */
export const DEFAULT_GEOLOCATION_TIMEOUT_MS = 10_000;

/** The `code` of a failure when the browser offers no geolocation. */
export const GEOLOCATION_UNSUPPORTED = 0;

type Reading = { ok: true; value: GeolocationReading } | { ok: false; value: GeolocationFailure };

function readPosition(timeoutMs: number, highAccuracy: boolean): Promise<Reading> {
  const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
  if (!geolocation || typeof geolocation.getCurrentPosition !== 'function') {
    return Promise.resolve({
      ok: false,
      value: { code: GEOLOCATION_UNSUPPORTED, message: t('Geolocation is not supported by this browser.') },
    });
  }
  return new Promise((resolve) => {
    try {
      geolocation.getCurrentPosition(
        (position) =>
          resolve({
            ok: true,
            value: {
              latitude: position.coords.latitude,
              longitude: position.coords.longitude,
              accuracy: position.coords.accuracy,
            },
          }),
        (error) => resolve({ ok: false, value: { code: error.code, message: error.message } }),
        // maximumAge 0: the button asks where the device is now, not where it was.
        { timeout: timeoutMs, maximumAge: 0, enableHighAccuracy: highAccuracy },
      );
    } catch (error) {
      // Some webviews throw instead of calling back (e.g. a policy that blocks the feature).
      resolve({ ok: false, value: { code: 2, message: String(error) } });
    }
  });
}

/**
 * Reads the device position once, then runs `onSuccess` with `result` = `{latitude, longitude,
 * accuracy}` (also stored under `resultKey`) or `onFailure` with `result` = `{code, message}`.
 * The step itself never fails: a refusal or a missing API is the screen's to word.
 */
export async function runGeolocation(
  action: GeolocationAction,
  host: ActionHost,
  pointer: string,
  runNested: RunNested,
): Promise<ActionOutcome> {
  const reading = await readPosition(
    action.timeoutMs ?? DEFAULT_GEOLOCATION_TIMEOUT_MS,
    action.highAccuracy === true,
  );
  // The borrower left while the device looked for a fix: nothing is left to update.
  if (host.signal?.aborted) return { ok: true };
  if (reading.ok) {
    if (action.resultKey) host.setState({ [action.resultKey]: reading.value });
    return runNested(action.onSuccess, host, `${pointer}/onSuccess`, { result: reading.value });
  }
  return runNested(action.onFailure, host, `${pointer}/onFailure`, { result: reading.value });
}
