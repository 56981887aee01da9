/**
 * Prints JSON the way staff read screens: a value that fits on its line stays on one line
 * (`{ "type": "text", "variant": "label", "text": "Bank tip" }`), a longer one opens onto several
 * lines, two spaces an indent, as Biome's JSON formatter keeps it (it leaves an object on one line
 * when it is written so and fits the line width).
 */
export function printScreenJson(value: unknown, lineWidth = 110): string {
  return `${print(value, 0, 0, lineWidth)}\n`;
}

function inline(value: unknown): string {
  if (Array.isArray(value)) return value.length === 0 ? '[]' : `[${value.map(inline).join(', ')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value);
    if (entries.length === 0) return '{}';
    return `{ ${entries.map(([k, v]) => `${JSON.stringify(k)}: ${inline(v)}`).join(', ')} }`;
  }
  return JSON.stringify(value);
}

/** Columns a text takes, as Biome counts them: East Asian wide characters take two. */
function width(text: string): number {
  let columns = 0;
  for (const char of text)
    columns +=
      /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u.test(
        char,
      )
        ? 2
        : 1;
  return columns;
}

/** `indent`: spaces before the line; `used`: characters already on the line before the value; `tail`: after it (a comma). */
function print(value: unknown, indent: number, used: number, lineWidth: number, tail = 0): string {
  const one = inline(value);
  const scalar = typeof value !== 'object' || value === null;
  if (scalar || used + width(one) + tail <= lineWidth) return one;
  const pad = ' '.repeat(indent + 2);
  const close = ' '.repeat(indent);
  if (Array.isArray(value)) {
    const items = value.map((v, i) => {
      const comma = i < value.length - 1 ? 1 : 0;
      return pad + print(v, indent + 2, indent + 2, lineWidth, comma);
    });
    return `[\n${items.join(',\n')}\n${close}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  const lines = entries.map(([k, v], i) => {
    const key = `${JSON.stringify(k)}: `;
    const comma = i < entries.length - 1 ? 1 : 0;
    return pad + key + print(v, indent + 2, indent + 2 + key.length, lineWidth, comma);
  });
  return `{\n${lines.join(',\n')}\n${close}}`;
}
