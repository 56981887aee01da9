import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * The encodings written next to each text file of the build, in the order a server prefers them:
 * `app.js.br` (Brotli, quality 11) and `app.js.gz` (gzip, level 9). nginx serves them as they are
 * (`brotli_static`, `gzip_static`: deploy/nginx.conf), so no request pays for compressing, and at
 * the highest levels, which no server compresses at per request: the first screen's JavaScript is
 * about 15% smaller in Brotli than in per-request gzip (React's chunk: 68.3 → 58.1 KB).
 */
export const PRECOMPRESSED = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.html': 'text/html',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.txt': 'text/plain',
};

/** Files worth compressing: text, and above nginx's `gzip_min_length`. */
const MIN_BYTES = 256;

const compressors = {
  br: (data: Buffer) =>
    promisify(brotliCompress)(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
  gzip: (data: Buffer) => promisify(gzip)(data, { level: constants.Z_BEST_COMPRESSION }),
};

/** Writes `.br` and `.gz` beside every text file of `dir` (the whole output: chunks, html, public files). */
export async function precompressDir(dir: string): Promise<number> {
  const targets = readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => join(dir, name))
    .filter((file) => extname(file) in TYPES && statSync(file).isFile() && statSync(file).size >= MIN_BYTES);
  await Promise.all(
    targets.flatMap((file) => {
      const data = readFileSync(file);
      return PRECOMPRESSED.map(async ({ encoding, suffix }) =>
        writeFileSync(file + suffix, await compressors[encoding](data)),
      );
    }),
  );
  return targets.length;
}

/**
 * Serves a file's precompressed copy when the request accepts its encoding, as nginx's
 * `brotli_static`/`gzip_static` do; anything else goes on to the next handler (Vite's on-the-fly
 * compression). `base` is the app's base path (`/`, `/loan/`).
 */
export function servePrecompressed(dir: string, base: string) {
  const root = resolve(dir);
  /** Whether the request was answered with a precompressed copy. */
  const sendCopy = (req: IncomingMessage, res: ServerResponse): boolean => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    let path: string;
    try {
      path = decodeURIComponent(new URL(req.url ?? '/', 'http://host').pathname);
    } catch {
      return false;
    }
    const type = TYPES[extname(path)];
    if (!type || !path.startsWith(base)) return false;
    const file = resolve(root, path.slice(base.length));
    if (!file.startsWith(root + sep)) return false;
    const accepted = String(req.headers['accept-encoding'] ?? '')
      .split(',')
      .map((part) => part.trim().split(';')[0]);
    const copy = PRECOMPRESSED.find(
      ({ encoding, suffix }) => accepted.includes(encoding) && existsSync(file + suffix),
    );
    if (!copy) return false;
    const body = readFileSync(file + copy.suffix);
    res.statusCode = 200;
    res.setHeader('Content-Type', type);
    res.setHeader('Content-Encoding', copy.encoding);
    res.setHeader('Content-Length', body.length);
    res.setHeader('Vary', 'Accept-Encoding');
    // As Vite's preview sends for its files: the browser asks again each time.
    res.setHeader('Cache-Control', 'no-cache');
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  };
  return (req: IncomingMessage, res: ServerResponse, next: () => void): void => {
    if (!sendCopy(req, res)) next();
  };
}

/**
 * Build: writes the precompressed copies once the whole output (public files too) is written.
 * Preview (`vite preview`, the bench, the browser tests): serves them, as nginx does in production.
 */
export function precompressPlugin(): Plugin {
  let outDir = 'dist';
  let base = '/';
  let building = false;
  return {
    name: 'loan-precompress',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      base = config.base;
      // A review's build of a snapshot (scripts/review/sideBuild.ts) is served to its own browser
      // only: `LOAN_PRECOMPRESS=off` leaves the copies out (3 s of CPU a build).
      building =
        config.command === 'build' && config.build.write !== false && process.env.LOAN_PRECOMPRESS !== 'off';
    },
    // A build that failed may have written nothing: its error, not a missing folder, is what it says.
    async closeBundle(error) {
      if (building && !error && existsSync(outDir)) await precompressDir(outDir);
    },
    configurePreviewServer(server) {
      server.middlewares.use(servePrecompressed(outDir, base));
    },
  };
}
