import { isEmailAddress } from '../actions/emailAddress';

/**
 * The plain address a button's actions go to, when they are one step a link can take: an absolute
 * http(s) page (`openUrl`), an e-mail (`mail`, as `mailto:`), a phone call (the bridge's `callPhone`,
 * as `tel:`). The widget is then a link as well, so a page read without JavaScript (a prerendered
 * page below the engine floor, or before the scripts arrive) still opens the store, the mail
 * composer or the dialler; with JavaScript the actions run as always. Only what reads the same on
 * the build's server and in the page is a link (no relative URL: its base is the page's).
 */
export function plainHref(actions: unknown, ev: (value: unknown) => unknown): string | undefined {
  if (!Array.isArray(actions) || actions.length !== 1) return undefined;
  const action = actions[0] as Record<string, unknown> | null;
  if (typeof action !== 'object' || action === null) return undefined;
  switch (action.type) {
    case 'openUrl': {
      const url = ev(action.url);
      if (action.query !== undefined || action.replace === true || typeof url !== 'string') return undefined;
      return /^https?:\/\/[^\s"'<>]+$/.test(url) ? url : undefined;
    }
    case 'mail': {
      const to = ev(action.to);
      return action.subject === undefined && typeof to === 'string' && isEmailAddress(to)
        ? `mailto:${to.trim()}`
        : undefined;
    }
    case 'bridge': {
      const params = action.params as Record<string, unknown> | undefined;
      const phone = action.action === 'callPhone' ? ev(params?.phone) : undefined;
      const digits = typeof phone === 'string' ? phone.replace(/[^\d+]/g, '') : '';
      return /^\+?\d{3,}$/.test(digits) ? `tel:${digits}` : undefined;
    }
    default:
      return undefined;
  }
}
