import type { SourceSpan } from './types.ts';

/**
 * The `{{` of a text that no `}}` closes: each one's span (the two braces), in order. A hole is
 * closed by the first `}}` after it on its line that is not inside a quoted text of the hole's
 * formula (`{{ '}}' }}`); a second `{{` before that (`{{a} and {{b}}`), a line break or the end
 * of the text means the first was never closed. A literal `{{` is the hole `{{ '{{' }}`, whose
 * quoted braces are text.
 *
 * It reads a string and nothing else, so every checker of text calls it: screens and parts here,
 * translations (PO catalogs) later.
 */
export function unclosedHoles(text: string): SourceSpan[] {
  const unclosed: SourceSpan[] = [];
  let i = text.indexOf('{{');
  while (i !== -1) {
    const closedAt = holeEnd(text, i + 2);
    if (closedAt === undefined) {
      unclosed.push({ start: i, end: i + 2 });
      i = text.indexOf('{{', i + 2);
    } else i = text.indexOf('{{', closedAt);
  }
  return unclosed;
}

/** Where the hole whose formula starts at `from` ends (just after its `}}`); undefined when nothing closes it. */
function holeEnd(text: string, from: number): number | undefined {
  let quote: string | undefined;
  for (let i = from; i < text.length; i++) {
    const char = text[i];
    if (char === '\n') return undefined;
    if (quote !== undefined) {
      if (char === '\\') i++;
      else if (char === quote) quote = undefined;
      continue;
    }
    if (char === "'" || char === '"') quote = char;
    else if (char === '}' && text[i + 1] === '}') return i + 2;
    else if (char === '{' && text[i + 1] === '{') return undefined;
  }
  return undefined;
}
