import { parseCatalog } from './catalog.ts';
import { type MessageTemplate, mergeCatalog } from './mergeCatalog.ts';

// What a change of English does to a catalog: the translations it makes stale, and the texts it adds
// untranslated. Each side's catalog is first brought up to that side's English in memory, as
// `npm run locales` would, so the answer is the same whether the change ran it or not.

/** One side of a change, for one language: its catalog's text (none: no catalog yet) and its messages. */
export interface CatalogSide {
  catalog?: string;
  messages: readonly MessageTemplate[];
}

/** A translation a change made stale, or a text it added that has none. */
export interface TranslationChange {
  /** `locales/fil.po` */
  catalog: string;
  kind: 'stale' | 'new';
  /** The English now. */
  text: string;
  /** The English the translation was made for (a stale one). */
  previous?: string;
  /** Where the text is written first, `screens/x.json:12`. */
  reference?: string;
}

/**
 * The translations of `lang` the work side made stale (its English changed: the merge carries the old
 * translation over, fuzzy) and the texts it added untranslated, in the catalog's order. A text stale
 * or untranslated on the base already is not the change's doing and is not listed.
 */
export function staleTranslations(lang: string, base: CatalogSide, work: CatalogSide): TranslationChange[] {
  const file = `locales/${lang}.po`;
  const merged = (side: CatalogSide) =>
    parseCatalog(lang, file, mergeCatalog(side.catalog, side.messages, lang).text).entries;
  const before = merged(base);
  const out: TranslationChange[] = [];
  for (const [key, entry] of merged(work)) {
    const was = before.get(key);
    const reference = entry.references[0];
    const where = reference === undefined ? {} : { reference };
    if (entry.fuzzy && !was?.fuzzy)
      out.push({
        catalog: file,
        kind: 'stale',
        text: entry.id,
        ...(entry.previous === undefined ? {} : { previous: entry.previous }),
        ...where,
      });
    else if (!entry.fuzzy && entry.translation === '' && !was)
      out.push({ catalog: file, kind: 'new', text: entry.id, ...where });
  }
  return out;
}

const quoted = (text: string) => JSON.stringify(text.length > 60 ? `${text.slice(0, 57)}…` : text);

/**
 * The line the review prints for one:
 * `locales/fil.po: "Pay now" → "Repay now" (screens/x.json:12) is now stale` or
 * `locales/fil.po: "Repay later" (screens/x.json:14) is new, untranslated`.
 */
export function translationChangeLine(change: TranslationChange): string {
  const where = change.reference === undefined ? '' : ` (${change.reference})`;
  if (change.kind === 'new') return `${change.catalog}: ${quoted(change.text)}${where} is new, untranslated`;
  const from = change.previous === undefined ? '' : `${quoted(change.previous)} → `;
  return `${change.catalog}: ${from}${quoted(change.text)}${where} is now stale`;
}
