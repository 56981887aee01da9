import { constantAppLink } from './appLink';
import type { ActionHost, ActionOutcome, OpenAppAction } from './types';

/**
 * Leaves the page for the brand's app (`{{brand.appScheme}}://`). Only a constant app link of the
 * screen is followed: the checker proved its scheme is the brand's, and nothing read at run time
 * can become one, so `openUrl`'s http(s)-only rule for URLs from a server (DESIGN §7) still holds.
 */
export async function runOpenApp(
  action: OpenAppAction,
  host: ActionHost,
  pointer: string,
): Promise<ActionOutcome> {
  const link = constantAppLink(action.url);
  if (!link)
    return {
      ok: false,
      error: `refused to open an app link that is not a constant <scheme>:// link: ${JSON.stringify(action.url)}`,
      pointer,
    };
  await host.assignLocation(link, false);
  return { ok: true };
}
