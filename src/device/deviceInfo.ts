import type { JSONSchemaLike } from '../expressions/jsonSchemaLike.ts';

/**
 * What formulas read under the `device` root: what the page knows of the browser it runs in,
 * read from the user agent once per page load (`currentDevice`).
 */
export interface DeviceInfo {
  /**
   * Whether the page is open in the in-app browser of a social messaging app (Facebook,
   * Messenger, Instagram, LINE, WeChat, TikTok, …), where app stores and app links are blocked
   * (SPEC §9). False in a phone's own browser and in the lender's app.
   */
  inAppBrowser: boolean;
  /** The app whose browser it is, as borrowers know it (`"Facebook"`); empty when `inAppBrowser` is false. */
  inAppBrowserName: string;
  /** The language the page is in (DESIGN §12): `en` or `fil`. */
  locale: 'en' | 'fil';
}

/**
 * The schema of the `device` root, which the screen checker proves formulas against: a field it
 * does not name is refused, with the closest one as did-you-mean (`device.inAppBrowsr`).
 */
export const DEVICE_SCHEMA: JSONSchemaLike = {
  type: 'object',
  additionalProperties: false,
  required: ['inAppBrowser', 'inAppBrowserName', 'locale'],
  properties: {
    inAppBrowser: {
      type: 'boolean',
      description:
        'The page is open in the in-app browser of a social messaging app, where app stores and app links are blocked.',
    },
    inAppBrowserName: {
      type: 'string',
      description: 'The app whose browser it is ("Facebook", "TikTok"); empty when inAppBrowser is false.',
    },
    locale: {
      type: 'string',
      enum: ['en', 'fil'],
      description:
        "The language the page is in: the session parameter `lang`, else the phone's, else English.",
    },
  },
} satisfies JSONSchemaLike & { properties: Record<keyof DeviceInfo, JSONSchemaLike> };
