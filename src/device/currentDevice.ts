import { currentLocale } from '../i18n/locale.ts';
import { detectDevice } from './detectDevice.ts';
import type { DeviceInfo } from './deviceInfo.ts';

let browser: Omit<DeviceInfo, 'locale'> | undefined;
let device: DeviceInfo | undefined;

/**
 * The browser this page runs in and the page's language, read from `navigator.userAgent` at the first call of the page
 * load and kept: the user agent does not change while a page lives. Not in a browser (tests in
 * Node), no in-app browser.
 */
export function currentDevice(): DeviceInfo {
  browser ??= detectDevice(typeof navigator === 'undefined' ? '' : (navigator.userAgent ?? ''));
  // The same object while the language is the same (the build's prerender draws one, then the other).
  const locale = currentLocale();
  if (device?.locale !== locale) device = { ...browser, locale };
  return device;
}
