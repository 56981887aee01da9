/** Sandbox tokens a screen may grant an embedded page; anything else in the JSON is dropped. */
export const FRAME_SANDBOX_TOKENS: ReadonlySet<string> = new Set([
  'allow-scripts',
  'allow-same-origin',
  'allow-forms',
  'allow-popups',
]);

/** Why a frame's sandbox was narrowed, for the report; undefined when it was granted as written. */
export type FrameSandboxRefusal = 'same-origin' | 'no-reason';

/**
 * The `sandbox` attribute of a frame. `allow-scripts` with `allow-same-origin` lets the framed
 * page remove its own sandbox when it shares the app's origin, so for a same-origin `src` the
 * pair is refused (`allow-same-origin` dropped): our own screens need no frame. A page of
 * another origin gets the pair only with a stated `reason`. The screen checker applies the
 * same rule to the JSON, so staff see the refusal before it ships.
 */
export function frameSandbox(
  allow: readonly string[] | undefined,
  src: string,
  appOrigin: string,
  reason: string | undefined,
): { sandbox: string; refused?: FrameSandboxRefusal } {
  let tokens = (allow ?? []).filter((token) => FRAME_SANDBOX_TOKENS.has(token));
  let refused: FrameSandboxRefusal | undefined;
  if (tokens.includes('allow-scripts') && tokens.includes('allow-same-origin')) {
    if (isSameOrigin(src, appOrigin)) refused = 'same-origin';
    else if (!reason?.trim()) refused = 'no-reason';
    if (refused) tokens = tokens.filter((token) => token !== 'allow-same-origin');
  }
  return refused ? { sandbox: tokens.join(' '), refused } : { sandbox: tokens.join(' ') };
}

/** Whether `src` (absolute, or relative to the app) is on the app's own origin. */
export function isSameOrigin(src: string, appOrigin: string): boolean {
  try {
    return new URL(src, `${appOrigin}/`).origin === appOrigin;
  } catch {
    return false;
  }
}
