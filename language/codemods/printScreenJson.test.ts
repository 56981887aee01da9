import { describe, expect, it } from 'vitest';
import { printScreenJson } from './printScreenJson';

describe('printScreenJson', () => {
  it.each([
    {
      name: 'a short element stays on one line',
      value: { body: [{ type: 'text', variant: 'label', text: 'Bank tip' }] },
      expected: '{ "body": [{ "type": "text", "variant": "label", "text": "Bank tip" }] }\n',
    },
    {
      name: 'an element longer than the line opens onto several lines, its short children on one',
      value: {
        body: [
          {
            type: 'stack',
            children: [
              { type: 'text', text: 'x'.repeat(60) },
              { type: 'text', text: 'y' },
            ],
          },
        ],
      },
      expected: `{\n  "body": [\n    {\n      "type": "stack",\n      "children": [\n        { "type": "text", "text": "${'x'.repeat(60)}" },\n        { "type": "text", "text": "y" }\n      ]\n    }\n  ]\n}\n`,
    },
    {
      name: 'wide characters count two columns, as Biome counts them',
      value: { a: [{ type: 'toast', text: '请'.repeat(45) }] },
      expected: `{\n  "a": [\n    {\n      "type": "toast",\n      "text": "${'请'.repeat(45)}"\n    }\n  ]\n}\n`,
    },
    { name: 'empty lists and objects', value: { a: [], b: {} }, expected: '{ "a": [], "b": {} }\n' },
  ])('$name', ({ value, expected }) => {
    expect(printScreenJson(value, 110)).toBe(expected);
    expect(JSON.parse(printScreenJson(value))).toEqual(value);
  });
});
