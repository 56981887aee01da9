import type { DeviceInfo } from './deviceInfo.ts';

/** A social messaging app whose in-app browser the page recognises, by a marker of its user agent. */
export interface InAppBrowser {
  /** The app as borrowers know it; formulas read it as `device.inAppBrowserName`. */
  name: string;
  /** What only this app's browser puts in its user agent. */
  marker: RegExp;
}

/**
 * The in-app browsers the page recognises, first match wins: Messenger and Instagram before
 * Facebook, whose markers (`FBAN`, `FB_IAB`) Messenger's user agent shares. Markers are matched
 * case-sensitively, as each app writes them (`Line/` is not `Linux`). A browser that adds no marker
 * (Telegram's on iOS) is a plain browser here, and so is the lender's own app's web view. Each entry has real user agents in `detectDevice.cases.json`.
 */
export const IN_APP_BROWSERS: readonly InAppBrowser[] = [
  // iOS `FBAN/MessengerForiOS`, Android `FB_IAB/Orca-Android` (Orca is Messenger's Android name).
  { name: 'Messenger', marker: /\bFBAN\/Messenger|\bFB_IAB\/Orca-Android/ },
  { name: 'Instagram', marker: /\bInstagram [0-9]/ },
  // iOS `FBAN/FBIOS`, Android `FB_IAB/FB4A`, both with `FBAV/<version>`; Facebook Lite `FBAN/EMA`.
  { name: 'Facebook', marker: /\bFBAN\/|\bFBAV\/|\bFB_IAB\// },
  { name: 'LINE', marker: /\bLine\/[0-9]/ },
  { name: 'WeChat', marker: /\bMicroMessenger\// },
  // `musical_ly_<version>` (iOS, and Android outside Asia), `trill_<version>` (Android in Asia), and
  // ByteDance's web view, which both carry.
  { name: 'TikTok', marker: /\bmusical_ly_|\btrill_[0-9]|\bBytedanceWebview\// },
  { name: 'Viber', marker: /\bViber\/[0-9]/ },
  // Telegram's Android browser (10.x on); its iOS one is Safari's own view, with no marker.
  { name: 'Telegram', marker: /\bTelegram-Android\/[0-9]/ },
  { name: 'Snapchat', marker: /\bSnapchat\/[0-9]/ },
];

/** What the page knows of its browser from a user agent (pure: the caller reads `navigator`). */
export function detectDevice(userAgent: string): Omit<DeviceInfo, 'locale'> {
  const app = IN_APP_BROWSERS.find((browser) => browser.marker.test(userAgent));
  return { inAppBrowser: app !== undefined, inAppBrowserName: app?.name ?? '' };
}
