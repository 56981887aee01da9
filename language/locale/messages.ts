import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type ParsedScreen, parseScreen } from '../check/parsedScreen.ts';
import { loadScreenSchemas } from '../check/screenSchemas.ts';
import { type PartFile, readPartsWith } from '../compile/parts.ts';
import { screenFiles } from '../compile/screenFiles.ts';
import { idOf } from '../fileCache.ts';
import { catalogKey } from './catalog.ts';
import { projectTexts, type TextSite, type UntranslatableText } from './textSites.ts';

// The messages of the catalogs: every text of the screens and parts a borrower reads, and the
// engine's own texts, each with the places it is written (`#:` references of the PO file).

/** A text site with its line and column in the file (1-based, of the text's first character). */
export interface LocatedSite extends TextSite {
  line: number;
  column: number;
}

export interface Message {
  id: string;
  context?: string;
  /** Where it is written, in the order found. */
  sites: LocatedSite[];
}

/** The messages of the project, and the texts that cannot be translated whole. */
export interface ProjectMessages {
  messages: Map<string, Message>;
  /** Every screen and part file's sites, by file. */
  sites: Map<string, TextSite[]>;
  untranslatable: (UntranslatableText & { line: number; column: number })[];
  /** The screens and parts as parsed, by file (for positions). */
  files: Map<string, ParsedScreen>;
  parts: Map<string, PartFile>;
}

/** An engine text (`t('…')` in src/): its text and where it is written. */
export interface EngineText {
  text: string;
  file: string;
  line: number;
}

const jsonLength = (text: string) => JSON.stringify(text).length - 2;

/**
 * Collects the messages of every screen, part and engine text. `overrides` are unsaved file
 * texts (the studio), `engineTexts` the engine's (language/locale/engineTexts.ts).
 */
export function projectMessages(
  root: string,
  engineTexts: readonly EngineText[] = [],
  overrides: Record<string, string> = {},
): ProjectMessages {
  const texts = screenFiles(root).map((file) => ({
    file,
    text: overrides[file] ?? readFileSync(join(root, file), 'utf8'),
  }));
  const parts = readPartsWith(root, overrides);
  const schemas = loadScreenSchemas(root);
  // The checker, the catalogs' warnings and their merge each ask at every save and open: the same
  // files, schemas and engine texts give the same messages (shared: read them, never change them).
  const hash = createHash('sha1').update(`${idOf(schemas)} ${idOf(engineTexts)}\0`);
  for (const { file, text } of [...texts, ...parts.values()]) hash.update(`${file}\0${text}\0`);
  const key = hash.digest('hex');
  const known = rememberedMessages.get(key);
  if (known) return known;
  const found = collectMessages(texts, parts, schemas, engineTexts);
  rememberedMessages.set(key, found);
  if (rememberedMessages.size > MESSAGES_KEPT)
    rememberedMessages.delete(rememberedMessages.keys().next().value as string);
  return found;
}

/** The messages of a few trees' files lately asked for, by what the files hold. */
const rememberedMessages = new Map<string, ProjectMessages>();
const MESSAGES_KEPT = 16;

function collectMessages(
  texts: readonly { file: string; text: string }[],
  parts: Map<string, PartFile>,
  schemas: ReturnType<typeof loadScreenSchemas>,
  engineTexts: readonly EngineText[],
): ProjectMessages {
  const files = new Map<string, ParsedScreen>();
  const screens = new Map<string, unknown>();
  for (const { file, text } of texts) {
    const parsed = parseScreen(file, text);
    files.set(file, parsed);
    if (parsed.data) screens.set(file, parsed.data);
  }
  for (const part of parts.values()) files.set(part.file, parseScreen(part.file, part.text));
  const found = projectTexts(screens, parts, schemas);
  const messages = new Map<string, Message>();
  for (const [file, sites] of found.sites) {
    const parsed = files.get(file);
    for (const site of sites) {
      const where = parsed ? locateSite(parsed, site) : { line: 1, column: 1 };
      const key = catalogKey(site.text);
      const message = messages.get(key) ?? { id: site.text, sites: [] };
      message.sites.push({ ...site, ...where });
      messages.set(key, message);
    }
  }
  for (const text of engineTexts) {
    const key = catalogKey(text.text);
    const message = messages.get(key) ?? { id: text.text, sites: [] };
    message.sites.push({ file: text.file, pointer: '', text: text.text, line: text.line, column: 1 });
    messages.set(key, message);
  }
  const untranslatable = found.problems.map((problem) => {
    const parsed = files.get(problem.file);
    return { ...problem, ...(parsed ? locateSite(parsed, problem) : { line: 1, column: 1 }) };
  });
  return { messages, sites: found.sites, untranslatable, files, parts };
}

/** The line and column of a site's first character (of its quoted text, inside a formula). */
export function locateSite(
  parsed: ParsedScreen,
  site: { pointer: string; span?: { start: number } },
): { line: number; column: number } {
  const at = parsed.pointers[site.pointer];
  if (!at) return { line: 1, column: 1 };
  const line = at.value.line + 1;
  // The value's column is its opening quote; its first character is one further (both 1-based).
  const column = at.value.column + 2;
  if (!site.span) return { line, column };
  const value = valueAt(parsed.data ?? parsed.raw, site.pointer);
  return {
    line,
    column: column + (typeof value === 'string' ? jsonLength(value.slice(0, site.span.start)) : 0),
  };
}

function valueAt(data: unknown, pointer: string): unknown {
  let value = data;
  for (const raw of pointer.split('/').slice(1)) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}
