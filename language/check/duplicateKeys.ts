import { visit } from 'jsonc-parser';
import { at } from './json.ts';

/** A key written twice in one object, at the second one (1-based line and column of its opening quote). */
export interface DuplicateKey {
  file: string;
  /** JSON pointer of the key. */
  pointer: string;
  message: string;
  line: number;
  column: number;
}

/**
 * Every key written a second time in the same object of a JSON file (a screen, a part, a brand, a
 * catalog): JSON parsers keep the last value without a word, so a widget copied and edited into
 * `{ "label": "Go Loan", "label": "Go Loan now" }` would ship one label silently. Read with
 * jsonc-parser (the parser of VS Code's JSON service), whose visitor gives each key's line and column.
 */
export function duplicateKeys(file: string, text: string): DuplicateKey[] {
  const found: DuplicateKey[] = [];
  // One map of the keys seen so far per object open around the parser, innermost last.
  const open: Map<string, { line: number; column: number }>[] = [];
  visit(text, {
    onObjectBegin: () => {
      open.push(new Map());
    },
    onObjectEnd: () => {
      open.pop();
    },
    onObjectProperty: (key, _offset, _length, startLine, startCharacter, path) => {
      const seen = open[open.length - 1];
      if (!seen) return;
      const here = { line: startLine + 1, column: startCharacter + 1 };
      const first = seen.get(key);
      if (!first) {
        seen.set(key, here);
        return;
      }
      found.push({
        file,
        pointer: at(
          path().reduce<string>((pointer, segment) => at(pointer, segment), ''),
          key,
        ),
        message: `"${key}" is written twice in this object (first at ${file}:${first.line}:${first.column}); JSON keeps only the last value: remove one`,
        ...here,
      });
    },
  });
  return found;
}
