/**
 * Whether this is the first time this device notes `key` in the list kept in local storage under
 * `storageKey` (`loan.exposed`, `loan.goals`): telemetry's `first` (DESIGN §14). Where storage is
 * refused, every time is the first (as a new device's).
 */
export function firstTime(storageKey: string, key: string): boolean {
  try {
    const seen = JSON.parse(localStorage.getItem(storageKey) ?? '[]') as unknown;
    const list = Array.isArray(seen) ? seen.filter((item): item is string => typeof item === 'string') : [];
    if (list.includes(key)) return false;
    localStorage.setItem(storageKey, JSON.stringify([...list, key]));
    return true;
  } catch {
    return true;
  }
}
