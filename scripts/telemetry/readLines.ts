import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';

/** gzip's magic bytes: a rotated log (`loan-telemetry.log.2.gz`) is read as its text, whatever its name. */
const GZIP = [0x1f, 0x8b];
const NEWLINE = 0x0a;

/** A line longer than the reader keeps: it is counted, never held. */
export const OVERSIZE = Symbol('line over the longest kept');

/** The bytes of a log file, or of standard input for `-`, unzipped when they are gzip. */
export async function logBytes(source: string): Promise<AsyncIterable<Buffer>> {
  if (source === '-') return unzipped(process.stdin);
  const handle = await open(source);
  const head = Buffer.alloc(2);
  try {
    await handle.read(head, 0, 2, 0);
  } finally {
    await handle.close();
  }
  const stream = createReadStream(source, { highWaterMark: 1 << 20 });
  return head[0] === GZIP[0] && head[1] === GZIP[1] ? stream.pipe(createGunzip()) : stream;
}

/** A stream read on, unzipped when its first bytes say gzip (standard input has no name to go by). */
async function* unzipped(input: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  const chunks = input[Symbol.asyncIterator]();
  const first = await chunks.next();
  if (first.done) return;
  const rest = (async function* () {
    yield first.value;
    for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield next.value;
  })();
  if (first.value[0] === GZIP[0] && first.value[1] === GZIP[1])
    yield* Readable.from(rest).pipe(createGunzip());
  else yield* rest;
}

/**
 * The lines of a byte stream, as text, one at a time: memory holds one chunk and one line, and a line
 * longer than `maxBytes` (no log line nginx writes is, deploy/nginx.conf) is skipped to its end and
 * given as `OVERSIZE`. A last line without its newline counts too. Node's readline would hold a line
 * of any length.
 */
export async function* readLines(
  bytes: AsyncIterable<Buffer>,
  maxBytes: number,
): AsyncGenerator<string | typeof OVERSIZE> {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let oversize = false;
  for await (const chunk of bytes) {
    let start = 0;
    for (let end = chunk.indexOf(NEWLINE); end !== -1; end = chunk.indexOf(NEWLINE, start)) {
      if (oversize || pendingBytes + end - start > maxBytes) yield OVERSIZE;
      else if (pendingBytes === 0) yield chunk.toString('utf8', start, end);
      else yield Buffer.concat([...pending, chunk.subarray(start, end)]).toString('utf8');
      pending = [];
      pendingBytes = 0;
      oversize = false;
      start = end + 1;
    }
    if (start < chunk.length && !oversize) {
      pendingBytes += chunk.length - start;
      if (pendingBytes > maxBytes) {
        oversize = true;
        pending = [];
      } else pending.push(chunk.subarray(start));
    }
  }
  if (oversize) yield OVERSIZE;
  else if (pendingBytes > 0) yield Buffer.concat(pending).toString('utf8');
}
