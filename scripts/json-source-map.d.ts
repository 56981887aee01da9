declare module 'json-source-map' {
  interface Position {
    line: number;
    column: number;
    pos: number;
  }
  interface Mapping {
    key?: Position;
    keyEnd?: Position;
    value: Position;
    valueEnd: Position;
  }
  /** Parses JSON and maps every JSON pointer to its position in the text. */
  export function parse(text: string): { data: unknown; pointers: Record<string, Mapping> };
}
