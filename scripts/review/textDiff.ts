/** One line of a text diff: kept (` `), only in the base (`-`), or only in the work tree (`+`). */
export interface DiffLine {
  op: ' ' | '-' | '+';
  text: string;
}

/** A run of diff lines to show, with the 1-based line numbers it starts at in each text. */
export interface DiffHunk {
  baseStart: number;
  workStart: number;
  lines: DiffLine[];
}

const splitLines = (text: string): string[] => (text === '' ? [] : text.replace(/\n$/, '').split('\n'));

/**
 * The line diff of two texts, every line of both in order. A longest common subsequence over the
 * lines: what the review compares (a page's accessibility snapshot) is a few hundred lines, where the
 * quadratic table costs well under a millisecond and, unlike a greedy diff, never pairs the wrong
 * `- button` lines.
 */
export function diffLines(base: string, work: string): DiffLine[] {
  const a = splitLines(base);
  const b = splitLines(work);
  // Common head and tail first: a one-line change in a long page leaves a tiny table.
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (
    tail < a.length - head &&
    tail < b.length - head &&
    a[a.length - 1 - tail] === b[b.length - 1 - tail]
  )
    tail++;
  const midA = a.slice(head, a.length - tail);
  const midB = b.slice(head, b.length - tail);
  const width = midB.length + 1;
  // lcs[i * width + j]: the longest common subsequence of midA[i..] and midB[j..].
  const lcs = new Uint32Array((midA.length + 1) * width);
  for (let i = midA.length - 1; i >= 0; i--)
    for (let j = midB.length - 1; j >= 0; j--)
      lcs[i * width + j] =
        midA[i] === midB[j]
          ? (lcs[(i + 1) * width + j + 1] ?? 0) + 1
          : Math.max(lcs[(i + 1) * width + j] ?? 0, lcs[i * width + j + 1] ?? 0);
  const out: DiffLine[] = a.slice(0, head).map((text) => ({ op: ' ', text }));
  let i = 0;
  let j = 0;
  while (i < midA.length || j < midB.length) {
    const x = midA[i];
    const y = midB[j];
    if (x !== undefined && y !== undefined && x === y) {
      out.push({ op: ' ', text: x });
      i++;
      j++;
    } else if (
      y === undefined ||
      (x !== undefined && (lcs[(i + 1) * width + j] ?? 0) >= (lcs[i * width + j + 1] ?? 0))
    ) {
      out.push({ op: '-', text: x ?? '' });
      i++;
    } else {
      out.push({ op: '+', text: y });
      j++;
    }
  }
  for (const text of a.slice(a.length - tail)) out.push({ op: ' ', text });
  return out;
}

/** Whether a diff has any change. */
export function hasChanges(lines: readonly DiffLine[]): boolean {
  return lines.some((line) => line.op !== ' ');
}

/**
 * The changed lines with `context` kept lines around each, as hunks (a unified diff's `@@` blocks);
 * changes whose context windows touch share one hunk.
 */
export function diffHunks(lines: readonly DiffLine[], context = 3): DiffHunk[] {
  const ranges: { from: number; to: number }[] = [];
  lines.forEach((line, index) => {
    if (line.op === ' ') return;
    const from = Math.max(0, index - context);
    const to = Math.min(lines.length - 1, index + context);
    const last = ranges[ranges.length - 1];
    if (last && from <= last.to + 1) last.to = to;
    else ranges.push({ from, to });
  });
  return ranges.map(({ from, to }) => {
    const before = lines.slice(0, from);
    return {
      baseStart: before.filter((l) => l.op !== '+').length + 1,
      workStart: before.filter((l) => l.op !== '-').length + 1,
      lines: lines.slice(from, to + 1),
    };
  });
}

/** A diff as unified-diff text (`@@ -12 +12 @@` headers, then `-`, `+` and ` ` lines). */
export function formatHunks(hunks: readonly DiffHunk[]): string {
  return hunks
    .map(
      (hunk) =>
        `@@ -${hunk.baseStart} +${hunk.workStart} @@\n${hunk.lines.map((l) => `${l.op}${l.text}`).join('\n')}`,
    )
    .join('\n');
}
