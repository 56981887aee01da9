/**
 * Leaves out of ajv's standalone code what the app never reads of an error: its `schemaPath` and
 * `params` (the app reports `instancePath`, `keyword` and `message`, src/api/callEndpoint.ts), then each
 * schema constant only those `params` referred to. About a fifth of every payload check, gzip.
 */
export function trimErrorObjects(code: string): string {
  let out = '';
  let at = 0;
  while (at < code.length) {
    const next = nextProperty(code, at);
    if (!next) break;
    out += code.slice(at, next.start);
    at = next.end;
  }
  out += code.slice(at);
  // Schema constants nothing reads any more (`const schema46 = {...};`, one line each).
  return out.replace(/^const (schema\d+) = .*;\n/gm, (line, name: string) =>
    new RegExp(`\\b${name}\\b`).test(out.replace(line, '')) ? line : '',
  );
}

/** The next `schemaPath:"…",` or `params:{…},` at or after `from`, outside strings. */
function nextProperty(code: string, from: number): { start: number; end: number } | undefined {
  for (let at = from; at < code.length; at++) {
    const char = code[at];
    if (char === '"' || char === "'" || char === '`') {
      at = endOfString(code, at);
      continue;
    }
    if (code.startsWith('schemaPath:"', at) && isPropertyStart(code, at)) {
      const close = endOfString(code, at + 'schemaPath:'.length);
      if (code[close + 1] === ',') return { start: at, end: close + 2 };
    }
    if (code.startsWith('params:{', at) && isPropertyStart(code, at)) {
      const close = endOfBraces(code, at + 'params:'.length);
      if (code[close + 1] === ',') return { start: at, end: close + 2 };
    }
  }
  return undefined;
}

/** A property name starts an object member: after `{` or `,`. */
const isPropertyStart = (code: string, at: number) =>
  at > 0 && (code[at - 1] === ',' || code[at - 1] === '{');

/** The index of the quote that closes the string opening at `open`. */
function endOfString(code: string, open: number): number {
  const quote = code[open];
  for (let at = open + 1; at < code.length; at++) {
    if (code[at] === '\\') at++;
    else if (code[at] === quote) return at;
  }
  return code.length;
}

/** The index of the `}` that closes the `{` at `open`, strings read. */
function endOfBraces(code: string, open: number): number {
  let depth = 0;
  for (let at = open; at < code.length; at++) {
    const char = code[at];
    if (char === '"' || char === "'" || char === '`') at = endOfString(code, at);
    else if (char === '{') depth++;
    else if (char === '}' && --depth === 0) return at;
  }
  return code.length;
}
