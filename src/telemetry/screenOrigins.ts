/** `[compiled pointer, file, pointer in that file]`, as the build writes them (`virtual:screen-origins`). */
export type OriginTable = Readonly<Record<string, readonly (readonly [string, string, string])[]>>;

/**
 * Where a node of a compiled screen was written: the file (the screen's, or a part's) and the
 * pointer in it, from the deepest break of the table above the node; the screen's own pointer where
 * none is (DESIGN §10: an error names the file staff edit).
 */
export function originIn(
  table: OriginTable,
): (file: string, pointer: string) => { file: string; pointer: string } {
  return (file, pointer) => {
    let best: readonly [string, string, string] | undefined;
    for (const entry of table[file] ?? []) {
      const [at] = entry;
      if ((pointer === at || pointer.startsWith(`${at}/`)) && at.length > (best?.[0].length ?? -1))
        best = entry;
    }
    return best ? { file: best[1], pointer: best[2] + pointer.slice(best[0].length) } : { file, pointer };
  };
}
