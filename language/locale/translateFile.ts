import { quoteText } from '../formula/printFormula.ts';
import { catalogKey } from './catalog.ts';
import type { TextSite } from './textSites.ts';

// The build's folding of a language into a screen or part file as written: each text site's
// English replaced by its translation, before the file is compiled. A text without a translation
// stays English (the checker has refused the build by then; the studio previews it so).

type Obj = Record<string, unknown>;

/** A copy of `data` with every site's text translated. */
export function translateFile(
  data: unknown,
  sites: readonly TextSite[],
  translations: ReadonlyMap<string, string>,
): unknown {
  if (sites.length === 0 || translations.size === 0) return data;
  const copy = structuredClone(data);
  // Inside one formula, the last quoted text first, so the earlier spans still hold.
  const ordered = [...sites].sort((a, b) => (b.span?.start ?? 0) - (a.span?.start ?? 0));
  for (const site of ordered) {
    const translation = translations.get(catalogKey(site.text));
    if (translation === undefined) continue;
    const keys = site.pointer
      .split('/')
      .slice(1)
      .map((k) => k.replace(/~1/g, '/').replace(/~0/g, '~'));
    const last = keys.pop();
    let holder: unknown = copy;
    for (const key of keys) holder = (holder as Obj | undefined)?.[key];
    if (last === undefined || typeof holder !== 'object' || holder === null) continue;
    const place = holder as Obj;
    const written = place[last];
    if (typeof written !== 'string') continue;
    if (!site.span) {
      if (written === site.text) place[last] = translation;
      continue;
    }
    place[last] = written.slice(0, site.span.start) + quoteText(translation) + written.slice(site.span.end);
  }
  return copy;
}
