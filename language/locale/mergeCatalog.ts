import { type PoData, type PoMessage, po } from 'gettext-parser';
import { catalogKey } from './catalog.ts';

// `npm run locales`: the catalog of a language brought up to the English, as gettext's msgmerge
// does. A new text comes in untranslated; a changed text takes the translation of the text it
// replaced, marked fuzzy with the English it was made for (`#| msgid`), so it is reviewed; a text
// no longer used goes obsolete (`#~`), its translation kept should it come back. Translators'
// comments and translations are never touched.

/** A message as the extraction found it. */
export interface MessageTemplate {
  id: string;
  context?: string;
  /** `file:line` of every place it is written. */
  references: string[];
}

/** How close two texts must be for one to be taken as the other changed (Dice on letter pairs). */
const SIMILAR = 0.6;

/** The Plural-Forms of the languages we ship (CLDR's rule for Filipino). */
const PLURAL_FORMS: Record<string, string> = {
  fil: 'nplurals=2; plural=(n == 1 || n == 2 || n == 3 || (n % 10 != 4 && n % 10 != 6 && n % 10 != 9));',
};

const LANGUAGE_NAMES: Record<string, string> = { fil: 'Filipino' };

/** What changed, for the command's report. */
export interface MergeReport {
  added: number;
  stale: number;
  obsoleted: number;
  kept: number;
}

/** The merged catalog's text, and what changed. `existing` is the catalog's text, if any. */
export function mergeCatalog(
  existing: string | undefined,
  messages: readonly MessageTemplate[],
  lang: string,
): { text: string; report: MergeReport } {
  const old: PoData | undefined = existing === undefined ? undefined : po.parse(existing);
  const current = new Map<string, PoMessage>();
  for (const [context, byId] of Object.entries(old?.translations ?? {}))
    for (const [id, message] of Object.entries(byId))
      if (id !== '') current.set(catalogKey(id, context), message);
  const obsolete = new Map<string, PoMessage>();
  for (const [context, byId] of Object.entries(old?.obsolete ?? {}))
    for (const [id, message] of Object.entries(byId)) obsolete.set(catalogKey(id, context), message);

  const wanted = new Set(messages.map((m) => catalogKey(m.id, m.context)));
  // Translations of texts no longer used: where a changed text finds its old translation.
  const unused = new Map(
    [...current, ...obsolete].filter(
      ([key, message]) => !wanted.has(key) && (message.msgstr[0] ?? '') !== '',
    ),
  );
  const report: MergeReport = { added: 0, stale: 0, obsoleted: 0, kept: 0 };
  const head = header(old, lang);
  const translations: PoData['translations'] = { '': { '': head.message } };
  for (const message of messages) {
    const key = catalogKey(message.id, message.context);
    const context = message.context ?? '';
    const before = current.get(key) ?? obsolete.get(key);
    const comments = { ...(before?.comments ?? {}), reference: message.references.join('\n') };
    let entry: PoMessage;
    if (before) {
      report.kept++;
      entry = { ...before, comments };
    } else {
      const [oldKey, similar] = closest(message.id, unused);
      if (oldKey !== undefined && similar) {
        unused.delete(oldKey);
        report.stale++;
        entry = {
          msgid: message.id,
          msgstr: [...similar.msgstr],
          comments: {
            ...(similar.comments?.translator ? { translator: similar.comments.translator } : {}),
            reference: comments.reference,
            flag: 'fuzzy',
            previous: `msgid ${poQuote(similar.msgid)}`,
          },
        };
      } else {
        report.added++;
        entry = { msgid: message.id, msgstr: [''], comments: { reference: comments.reference } };
      }
    }
    if (message.context) entry.msgctxt = message.context;
    translations[context] ??= {};
    (translations[context] as Record<string, PoMessage>)[message.id] = entry;
  }
  const gone: PoData['translations'] = {};
  for (const [key, message] of unused) {
    if (!obsolete.has(key)) report.obsoleted++;
    const context = message.msgctxt ?? '';
    gone[context] ??= {};
    const { reference: _reference, ...comments } = message.comments ?? {};
    (gone[context] as Record<string, PoMessage>)[message.msgid] = { ...message, comments };
  }
  const data: PoData = { charset: 'utf-8', headers: head.fields, translations, obsolete: gone };
  return { text: po.compile(data, { foldLength: 0 }).toString('utf8').replace(/\n*$/, '\n'), report };
}

function header(
  old: PoData | undefined,
  lang: string,
): { message: PoMessage; fields: Record<string, string> } {
  const fields = new Map<string, string>(Object.entries(old?.headers ?? {}));
  const set = (name: string, value: string) => {
    if (!fields.has(name)) fields.set(name, value);
  };
  set('Project-Id-Version', 'loan-webview');
  // Set when the catalog is made; translators' tools update them as they save.
  set('PO-Revision-Date', `${new Date().toISOString().slice(0, 16).replace('T', ' ')}+0000`);
  set('Last-Translator', 'Loan webview translators');
  set('Language-Team', `${LANGUAGE_NAMES[lang] ?? lang}`);
  fields.set('Language', lang);
  fields.set('MIME-Version', '1.0');
  fields.set('Content-Type', 'text/plain; charset=UTF-8');
  fields.set('Content-Transfer-Encoding', '8bit');
  const plural = PLURAL_FORMS[lang];
  if (plural) set('Plural-Forms', plural);
  const msgstr = `${[...fields].map(([name, value]) => `${name}: ${value}`).join('\n')}\n`;
  return {
    fields: Object.fromEntries(fields),
    message: {
      msgid: '',
      msgstr: [msgstr],
      comments: {
        translator: `${LANGUAGE_NAMES[lang] ?? lang} translation of the loan webview.\nKept by \`npm run locales\`: translate msgstr, keep every {{…}} hole as written.`,
      },
    },
  };
}

/** The unused translated message whose English is closest to `id`, if close enough. */
function closest(
  id: string,
  unused: ReadonlyMap<string, PoMessage>,
): [string | undefined, PoMessage | undefined] {
  let best: [string | undefined, PoMessage | undefined] = [undefined, undefined];
  let score = SIMILAR;
  for (const [key, message] of unused) {
    const similarity = dice(id, message.msgid);
    if (similarity >= score) {
      score = similarity;
      best = [key, message];
    }
  }
  return best;
}

function pairs(text: string): Map<string, number> {
  const out = new Map<string, number>();
  const lower = text.toLowerCase();
  for (let i = 0; i < lower.length - 1; i++) {
    const pair = lower.slice(i, i + 2);
    out.set(pair, (out.get(pair) ?? 0) + 1);
  }
  return out;
}

/** Sørensen–Dice similarity of two texts' letter pairs: 1 the same, 0 nothing shared. */
export function dice(a: string, b: string): number {
  if (a === b) return 1;
  const left = pairs(a);
  const right = pairs(b);
  let shared = 0;
  for (const [pair, count] of left) shared += Math.min(count, right.get(pair) ?? 0);
  const total = [...left.values(), ...right.values()].reduce((sum, n) => sum + n, 0);
  return total === 0 ? 0 : (2 * shared) / total;
}

/** A text as a PO string (the `#| msgid` line). */
function poQuote(text: string): string {
  return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n').replace(/\t/g, '\\t')}"`;
}
