import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { po } from 'gettext-parser';

// The translators' catalogs: GNU gettext PO files, `locales/<lang>.po`, read with gettext-parser.
// The English text is the message id (gettext's way): staff write English and nothing else.

/** The folder of catalogs, relative to the project root. */
export const LOCALES_DIR = 'locales';
/** The language staff write. */
export const SOURCE_LOCALE = 'en';

/** One message of a catalog, with the line its `msgid` starts on (1-based). */
export interface CatalogEntry {
  id: string;
  context?: string;
  translation: string;
  fuzzy: boolean;
  /** `#| msgid "…"`: the English the translation was made for, when it changed since. */
  previous?: string;
  references: string[];
  line: number;
}

export interface Catalog {
  lang: string;
  /** `locales/fil.po` */
  file: string;
  text: string;
  /** By `catalogKey`, in the file's order; obsolete (`#~`) entries are not here. */
  entries: Map<string, CatalogEntry>;
  /** A file gettext-parser could not read. */
  error?: string;
}

/** The key of a message: its context and its English text (gettext joins them with EOT). */
export function catalogKey(id: string, context?: string): string {
  return context ? `${context}\u0004${id}` : id;
}

/** The languages with a catalog, e.g. `['fil']`. */
export function catalogLangs(root: string): string[] {
  const dir = join(root, LOCALES_DIR);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.po'))
    .map((name) => name.slice(0, -'.po'.length))
    .sort();
}

/** Every locale the app ships: English first, then each catalog's. */
export function projectLocales(root: string): string[] {
  return [SOURCE_LOCALE, ...catalogLangs(root)];
}

/** Reads `locales/<lang>.po`; undefined when there is none. */
export function readCatalog(root: string, lang: string, text?: string): Catalog | undefined {
  const file = `${LOCALES_DIR}/${lang}.po`;
  const path = join(root, file);
  if (text === undefined && !existsSync(path)) return undefined;
  return parseCatalog(lang, file, text ?? readFileSync(path, 'utf8'));
}

export function parseCatalog(lang: string, file: string, text: string): Catalog {
  const entries = new Map<string, CatalogEntry>();
  let parsed: ReturnType<typeof po.parse>;
  try {
    parsed = po.parse(text);
  } catch (error) {
    return { lang, file, text, entries, error: error instanceof Error ? error.message : String(error) };
  }
  const lines = msgidLines(text);
  for (const [context, messages] of Object.entries(parsed.translations))
    for (const [id, message] of Object.entries(messages)) {
      if (id === '') continue; // the header
      const key = catalogKey(id, context || undefined);
      const flags = (message.comments?.flag ?? '').split(/[,\s]+/);
      const previous = /^msgid "((?:[^"\\]|\\.)*)"/.exec(message.comments?.previous ?? '')?.[1];
      entries.set(key, {
        id,
        ...(context ? { context } : {}),
        translation: message.msgstr[0] ?? '',
        fuzzy: flags.includes('fuzzy'),
        ...(previous === undefined ? {} : { previous: unquote(previous) }),
        references: (message.comments?.reference ?? '').split(/\s+/).filter(Boolean),
        line: lines.get(key) ?? 1,
      });
    }
  return { lang, file, text, entries };
}

/** The translations a build folds in: translated, not fuzzy. */
export function usableTranslations(catalog: Catalog | undefined): Map<string, string> {
  const out = new Map<string, string>();
  if (!catalog) return out;
  for (const [key, entry] of catalog.entries)
    if (entry.translation !== '' && !entry.fuzzy) out.set(key, entry.translation);
  return out;
}

function unquote(body: string): string {
  try {
    return JSON.parse(`"${body}"`) as string;
  } catch {
    return body;
  }
}

/**
 * The line each message's `msgid` starts on, by key: gettext-parser gives no positions, and a
 * translator is told the line. Only the quoted strings of `msgctxt`/`msgid` are read here.
 */
function msgidLines(text: string): Map<string, number> {
  const out = new Map<string, number>();
  const lines = text.split('\n');
  let context: string | undefined;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    const ctx = /^msgctxt "((?:[^"\\]|\\.)*)"/.exec(line);
    if (ctx) {
      context = unquote(ctx[1] ?? '');
      continue;
    }
    const head = /^msgid "((?:[^"\\]|\\.)*)"/.exec(line);
    if (!head) continue;
    let id = unquote(head[1] ?? '');
    for (let j = i + 1; j < lines.length; j++) {
      const more = /^"((?:[^"\\]|\\.)*)"/.exec(lines[j] ?? '');
      if (!more) break;
      id += unquote(more[1] ?? '');
    }
    out.set(catalogKey(id, context), i + 1);
    context = undefined;
  }
  return out;
}
