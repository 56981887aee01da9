import { detectDevice } from './detectDevice.ts';
import type { DeviceInfo } from './deviceInfo.ts';

let device: DeviceInfo | undefined;

/**
 * The browser this page runs in, read from `navigator.userAgent` at the first call of the page
 * load and kept: the user agent does not change while a page lives. Not in a browser (tests in
 * Node), no in-app browser.
 */
export function currentDevice(): DeviceInfo {
  device ??= detectDevice(typeof navigator === 'undefined' ? '' : (navigator.userAgent ?? ''));
  return device;
}
