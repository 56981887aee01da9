import { getSession } from '../session';

/** Where a device without a session's `deviceId` keeps its unit (DESIGN §14). */
export const UNIT_KEY = 'loan.unit';

function randomId(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * What a borrower is split by (DESIGN §14): the session's `deviceId`, as the native app gives it;
 * on a page without one (the landing and promotion pages) an id this device keeps in local storage,
 * made on its first visit. Where storage is refused, an id of this page load only.
 */
export function experimentUnit(): string {
  const device = getSession().deviceId;
  if (device) return device;
  try {
    const kept = localStorage.getItem(UNIT_KEY);
    if (kept) return kept;
    const made = randomId();
    localStorage.setItem(UNIT_KEY, made);
    return made;
  } catch {
    return randomId();
  }
}
