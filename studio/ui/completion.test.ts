import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { CompletionContext } from '@codemirror/autocomplete';
import { json } from '@codemirror/lang-json';
import { EditorState } from '@codemirror/state';
import { jsonCompletion, stateExtensions } from 'codemirror-json-schema';
import { describe, expect, it } from 'vitest';
import { bundleSchema } from '../server/bundleSchema';
import { completionText, parseForCompletion } from './completionData';
import { screenCompletion } from './schemaCompletion';

const ROOT = resolve(import.meta.dirname, '../..');
const screenSchema = bundleSchema(ROOT, 'screen.schema.json');

/** The labels the studio editor offers at `|` (or `CARET` where the text has its own `|`), as on Ctrl-Space. */
const CARET = '\u2038';
const complete = screenCompletion(jsonCompletion({ jsonParser: parseForCompletion }));
async function labelsAt(text: string): Promise<string[]> {
  const caret = text.includes(CARET) ? CARET : '|';
  const cursor = text.indexOf(caret);
  const state = EditorState.create({
    doc: text.replace(caret, ''),
    selection: { anchor: cursor },
    extensions: [json(), stateExtensions(screenSchema as never)],
  });
  const result = await complete(new CompletionContext(state, cursor, true));
  return result && 'options' in result ? result.options.map((option) => option.label) : [];
}

describe('completionText: the text being typed made whole at the cursor', () => {
  it.each([
    ['a property name being typed gets a value', '{"a": 1, "b|"}', '{"a": 1, "b": null}'],
    ['an empty name just opened', '{"a": 1, "|"}', '{"a": 1, "": null}'],
    ['the first name of an object', '[{"|"}]', '[{"": null}]'],
    ['a name typed above another property', '{"a": 1,\n"b|"\n"c": 2}', '{"a": 1,\n"b": null,\n"c": 2}'],
    ['a trailing comma goes', '{"a": 1,|}', '{"a": 1}'],
    ['a value being typed is left alone', '{"a": "b|"}', '{"a": "b"}'],
    ['a name with its value is left alone', '{"a|": 1}', '{"a": 1}'],
    [
      'escaped quotes before the cursor are read',
      '{"t": "say \\"hi\\"", "x|"}',
      '{"t": "say \\"hi\\"", "x": null}',
    ],
  ])('%s', (_, text, whole) => {
    expect(completionText(text.replace('|', ''), text.indexOf('|'))).toBe(whole);
  });
});

it('completes inside a real screen at the depth of its buttons', async () => {
  const text = readFileSync(join(ROOT, 'screens/orderDetails.json'), 'utf8');
  const at = text.indexOf('"type": "button"') + '"type": "button"'.length;
  const labels = await labelsAt(`${text.slice(0, at)}, "${CARET}"${text.slice(at)}`);
  expect(labels).toEqual(expect.arrayContaining(['when', 'disabled']));
  // What the button has already is not offered again.
  expect(labels).not.toContain('label');
});

describe('the editor completes each widget and action by its type, at any depth', () => {
  it.each([
    [
      'a button in body',
      '{"id":"x","body":[{"type":"button", "|"}]}',
      ['label', 'onClick', 'variant'],
      ['text'],
    ],
    [
      'a button inside a stack',
      '{"id":"x","body":[{"type":"stack","children":[{"type":"button", "|"}]}]}',
      ['label', 'onClick'],
      ['children'],
    ],
    [
      'text inside a stack inside a stack',
      '{"id":"x","body":[{"type":"stack","children":[{"type":"stack","children":[{"type":"text", "|"}]}]}]}',
      ['text', 'variant'],
      ['label'],
    ],
    [
      "a call in a button's onClick",
      '{"id":"x","body":[{"type":"button","label":"Go","onClick":[{"type":"call", "|"}]}]}',
      ['endpoint', 'onSuccess'],
      ['label'],
    ],
    ['a navigate in onLoad', '{"id":"x","onLoad":[{"type":"navigate", "|"}]}', ['to', 'query'], ['endpoint']],
    ['a part use', '{"id":"x","body":[{"use":"loanTermsText", "|"}]}', ['with'], ['type', 'label']],
    [
      'after a property',
      '{"id":"x","body":[{"type":"text","text":"a", "|"}]}',
      ['variant'],
      ['label', 'text'],
    ],
    [
      "a button's variant",
      '{"id":"x","body":[{"type":"button","variant":"|"}]}',
      ['primary', 'danger'],
      ['stack'],
    ],
    ['a widget type', '{"id":"x","body":[{"type":"|"}]}', ['button', 'stack', 'form'], []],
  ])('%s', async (_, text, offered, notOffered) => {
    const labels = (await labelsAt(text)).map((label) => label.replace(/"/g, ''));
    for (const label of offered) expect(labels).toContain(label);
    for (const label of notOffered) expect(labels).not.toContain(label);
  });
});
