import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir, servePrecompressed } from './precompressPlugin.ts';

let dir = '';
const script = `export const text = ${JSON.stringify('borrower '.repeat(200))};\n`;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'precompress-'));
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, 'landing'));
  writeFileSync(join(dir, 'assets', 'app-1a2b.js'), script);
  writeFileSync(join(dir, 'assets', 'tiny-1a2b.js'), 'export{};');
  writeFileSync(
    join(dir, 'landing', 'hero.svg'),
    `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(100)}</svg>`,
  );
  writeFileSync(join(dir, 'photo.png'), Buffer.alloc(4000, 7));
  await precompressDir(dir);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('precompressDir', () => {
  it('writes a Brotli and a gzip copy beside each text file, each decoding to the file', () => {
    for (const file of ['assets/app-1a2b.js', 'landing/hero.svg']) {
      const original = readFileSync(join(dir, file));
      expect(brotliDecompressSync(readFileSync(join(dir, `${file}.br`))).equals(original), file).toBe(true);
      expect(gunzipSync(readFileSync(join(dir, `${file}.gz`))).equals(original), file).toBe(true);
    }
  });

  it.each(['assets/tiny-1a2b.js', 'photo.png'])('leaves %s alone (under 256 bytes, or not text)', (file) => {
    expect(existsSync(join(dir, `${file}.br`))).toBe(false);
    expect(existsSync(join(dir, `${file}.gz`))).toBe(false);
  });
});

/** One request through the middleware: what it sent, or that it passed the request on. */
function request(url: string, acceptEncoding?: string, method = 'GET', base = '/') {
  const headers: Record<string, unknown> = {};
  const sent: { status?: number; headers: Record<string, unknown>; body?: Buffer; passed: boolean } = {
    headers,
    passed: false,
  };
  const req = {
    url,
    method,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  };
  const res = {
    statusCode: 0,
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = value;
    },
    end(body?: Buffer) {
      sent.status = this.statusCode;
      sent.body = body;
    },
  };
  servePrecompressed(dir, base)(req as unknown as IncomingMessage, res as unknown as ServerResponse, () => {
    sent.passed = true;
  });
  return sent;
}

describe('servePrecompressed', () => {
  it.each([
    { accepts: 'gzip, deflate, br, zstd', encoding: 'br' },
    { accepts: 'br;q=1.0, gzip;q=0.8', encoding: 'br' },
    { accepts: 'gzip, deflate', encoding: 'gzip' },
  ])('Accept-Encoding "$accepts": the $encoding copy', ({ accepts, encoding }) => {
    const sent = request('/assets/app-1a2b.js?v=1', accepts);
    const copy = readFileSync(join(dir, `assets/app-1a2b.js.${encoding === 'br' ? 'br' : 'gz'}`));
    expect(sent).toMatchObject({ passed: false, status: 200 });
    expect(sent.headers).toEqual({
      'content-type': 'text/javascript',
      'content-encoding': encoding,
      'content-length': copy.length,
      vary: 'Accept-Encoding',
      'cache-control': 'no-cache',
    });
    expect(sent.body?.equals(copy)).toBe(true);
  });

  it('HEAD: the headers, no body', () => {
    const sent = request('/landing/hero.svg', 'br', 'HEAD');
    expect(sent.headers['content-type']).toBe('image/svg+xml');
    expect(sent.body).toBeUndefined();
  });

  it('under a sub-path base', () => {
    expect(request('/loan/assets/app-1a2b.js', 'br', 'GET', '/loan/').headers['content-encoding']).toBe('br');
    expect(request('/assets/app-1a2b.js', 'br', 'GET', '/loan/').passed).toBe(true);
  });

  it.each([
    ['no encoding accepted', '/assets/app-1a2b.js', undefined, 'GET'],
    ['identity only', '/assets/app-1a2b.js', 'identity', 'GET'],
    ['a file with no copy (too small)', '/assets/tiny-1a2b.js', 'br', 'GET'],
    ['not text', '/photo.png', 'br', 'GET'],
    ['a route (the history fallback)', '/loanDetails?orderId=1', 'br', 'GET'],
    ['a missing file', '/assets/gone-0000.js', 'br', 'GET'],
    ['a path out of the folder', '/assets/..%2f..%2fetc/passwd.txt', 'br', 'GET'],
    ['a bad escape', '/assets/%E0%A4%A.js', 'br', 'GET'],
    ['a POST', '/assets/app-1a2b.js', 'br', 'POST'],
  ])('passes on %s', (_name, url, accepts, method) => {
    expect(request(url, accepts, method).passed).toBe(true);
  });
});
