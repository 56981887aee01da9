import { appLinkScheme, constantAppLink } from '../../src/actions/appLink.ts';
import { cardNumberFieldsOf, unmaskedCardNumbers } from '../../src/expressions/cardNumbers.ts';
import { frameSandbox } from '../../src/widgets/frameSandbox.ts';
import { inferType } from '../types/infer.ts';
import type { TypeEnv } from '../types/typeEnv.ts';
import { at, type Json, type Obj } from './json.ts';
import { problem } from './parsedScreen.ts';
import type { JSONSchema } from './screenSchemas.ts';
import type { Walk } from './walk.ts';

// Safety rules: card numbers never shown or stored whole, frames that keep their sandbox, app links
// that open only the brand's own app.

/** Stands for the app's origin when the checker judges a literal URL: a path is on it, any host is not. */
const APP_ORIGIN = 'https://app.invalid';

/**
 * Where a property's value ends up, for the card-number rule: shown to the borrower, stored on the
 * device, or neither (a condition, a stored choice, a payload sent to the server). A property says
 * so with `x-sink`; otherwise a widget shows what it is given and an action shows or stores nothing.
 */
type Sink = 'display' | 'storage' | 'none';

export function sinkOf(propSchema: JSONSchema, prop: string, family: 'widgets' | 'actions'): Sink {
  const marked = propSchema['x-sink'];
  if (marked === 'display' || marked === 'storage' || marked === 'none') return marked;
  if (prop === 'when' || typeof propSchema['x-payload-of'] === 'string') return 'none';
  return family === 'widgets' ? 'display' : 'none';
}

/**
 * Reports a card number that would be shown or stored whole: the front end shows at most its last
 * 4 digits, through `cardMask`, and keeps none in local or session storage (PCI DSS 3.4.1), whatever
 * the server sends. Payloads to the server are not checked: they send the server's value back.
 */
export function checkCardNumbers(walk: Walk, value: Json, pointer: string, sink: Sink, env: TypeEnv): void {
  if (sink === 'none') return;
  const file = walk.screen.file;
  for (const read of unmaskedCardNumbers(value)) {
    const masked = `{{${read.path} | cardMask}} or {"cardMask": {"var": "${read.path}"}}`;
    walk.problems.push(
      problem(
        file,
        pointer + read.pointer,
        sink === 'display'
          ? `shows the card number "${read.path}" in full; show its last 4 digits with ${masked}`
          : `stores the card number "${read.path}" on the device; store at most ${masked}`,
      ),
    );
  }
  if (sink !== 'storage') return;
  const fields = cardNumberFieldsOf(inferType(value, env).schema);
  if (fields.length > 0)
    walk.problems.push(
      problem(
        file,
        pointer,
        `stores a value holding the card number "${fields.join('", "')}" on the device; store only the fields needed, without it`,
      ),
    );
}

/** The frame rule of the iframe widget (`frameSandbox`), on the JSON: a refused pair is an error here. */
export function checkFrame(walk: Walk, node: Obj, pointer: string): void {
  if (!Array.isArray(node.allow)) return;
  const allow = node.allow.filter((token): token is string => typeof token === 'string');
  const reason = typeof node.reason === 'string' ? node.reason : undefined;
  // A literal src is judged as written; a computed one may land on the app's origin, so it needs a reason too.
  const src = typeof node.src === 'string' && !node.src.includes('{{') ? node.src : 'https://other.invalid/';
  const { refused } = frameSandbox(allow, src, APP_ORIGIN, reason);
  if (refused === 'same-origin')
    walk.problems.push(
      problem(
        walk.screen.file,
        at(pointer, 'allow'),
        "allow-scripts with allow-same-origin lets a page of the app's own origin lift its sandbox: a screen of ours needs no frame (use a part, or navigate)",
      ),
    );
  else if (refused === 'no-reason')
    walk.problems.push(
      problem(
        walk.screen.file,
        at(pointer, 'allow'),
        'allow-scripts with allow-same-origin needs a "reason" (why the page needs both); without one allow-same-origin is dropped',
      ),
    );
}

/**
 * An `openApp` link: a constant of the screen as it ships (brand values folded in), never a formula
 * reading data, the page address or state, since it leaves for whatever handles its scheme; and
 * the scheme is the brand's own, so a screen cannot open another lender's app, nor keep a
 * hard-coded scheme of one brand when another is built.
 */
export function checkAppLink(walk: Walk, url: unknown, pointer: string): void {
  const file = walk.screen.file;
  const link = constantAppLink(url);
  if (link === undefined) {
    const message =
      typeof url === 'string' && !url.includes('{{')
        ? `"${url}" is not an app link (<scheme>://…, the scheme of an app, not of the web or a script): it would be refused`
        : 'an app link is a constant of the screen ("{{brand.appScheme}}://"), not read from data, the page address or state: it would be refused';
    walk.problems.push(problem(file, pointer, message));
    return;
  }
  const { appScheme } = walk.project;
  if (appScheme !== undefined && appLinkScheme(link) !== appScheme)
    walk.problems.push(
      problem(
        file,
        pointer,
        `"${link}" does not open the brand's app, whose scheme is "${appScheme}": write "{{brand.appScheme}}://"`,
      ),
    );
}
