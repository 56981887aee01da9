/**
 * Schemes an app link never has: the web's (`openUrl` opens those), and those that run, read or
 * call something from the page, or hand it to another handler than an app.
 */
const NOT_APP_SCHEMES: ReadonlySet<string> = new Set([
  'http',
  'https',
  'javascript',
  'data',
  'vbscript',
  'file',
  'blob',
  'about',
  'filesystem',
  'view-source',
  'intent',
  'mailto',
  'tel',
  'sms',
]);

const APP_LINK = /^([a-z][a-z0-9+.-]*):\/\/\S*$/;

/**
 * The link when `value` is a link into an app written as a constant of the screen: a string that is
 * no template, `<scheme>://…`, with the scheme of an app (lower case, as brand files write it), not of
 * the web or of a script. Else undefined. Not evaluated on purpose: a link computed at run time could
 * carry what a server or the page address put there.
 */
export function constantAppLink(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.includes('{{')) return undefined;
  const scheme = APP_LINK.exec(value)?.[1];
  return scheme === undefined || NOT_APP_SCHEMES.has(scheme) ? undefined : value;
}

/** The scheme of an app link (`pesoagad` of `pesoagad://home`). */
export function appLinkScheme(link: string): string {
  return link.slice(0, link.indexOf(':'));
}
