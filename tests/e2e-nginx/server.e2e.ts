import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { startNginx } from '../../scripts/lib/nginxServer.ts';
import { CONTENT_SECURITY_POLICY } from '../e2e/csp.ts';
import type { RecordedRequest } from '../e2e/fixtures.ts';

/** What deploy/nginx.conf answers, over plain HTTP: no browser needed, nor the app's router. */
const origin = inject('nginxOrigin');
const base = inject('base');
const dist = inject('dist');
/** The base without its last slash, as nginx sends it in X-Forwarded-Prefix: `/loan`. */
const prefix = base.replace(/\/$/, '');
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** gzip_min_length of deploy/nginx.conf: smaller bodies go as they are. */
const GZIP_MIN = 256;

function get(path: string, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${origin}${path}`, {
    headers: { 'accept-encoding': 'gzip', ...headers },
    redirect: 'manual',
  });
}

/** The build's assets, without the precompressed copies beside them (`app.js.br`, `app.js.gz`). */
function assetFiles(): string[] {
  return readdirSync(join(dist, 'assets')).filter(
    (name) => statSync(join(dist, 'assets', name)).isFile() && !/\.(br|gz)$/.test(name),
  );
}

describe('the app', () => {
  const indexHtml = readFileSync(join(dist, 'index.html'), 'utf8');

  // Each route's page the build prerendered (scripts/prerenderPlugin.ts), whatever its query.
  it.each([
    { path: 'loanDetails?productId=1&orderId=order-174-delay1&sessionId=s1', page: 'loanDetails' },
    { path: 'bindBank?productId=1&sessionId=s1', page: 'bindBank' },
    { path: 'complaint', page: 'complaint' },
    // A running experiment's route (experiments/goLoanButton.json): the page of the device's variant.
    { path: 'loanConfirm?productId=7&deviceId=dev-42', page: 'loanConfirm.a' },
    { path: 'loanConfirm?productId=7&deviceId=dev-7&lang=fil', page: 'fil/loanConfirm.b' },
    { path: 'promotion?x=1', page: 'promotion' },
    { path: 'promotion/', page: 'promotion' },
    { path: '', page: 'index' },
    { path: '?lang=fil', page: 'fil/index' },
    // The language (DESIGN §12): `lang` first (tl is Filipino), then the first of English and
    // Filipino the browser asks for, else English.
    { path: 'promotion?lang=fil', page: 'fil/promotion' },
    { path: 'promotion?lang=tl', page: 'fil/promotion' },
    { path: 'promotion?lang=en', page: 'promotion', language: 'fil-PH,fil;q=0.9' },
    { path: 'promotion', page: 'fil/promotion', language: 'fil-PH,fil;q=0.9,en-US;q=0.8' },
    { path: 'promotion', page: 'fil/promotion', language: 'es-ES,tl;q=0.5' },
    { path: 'promotion', page: 'promotion', language: 'en-US,en;q=0.9,fil;q=0.8' },
    { path: 'promotion', page: 'promotion', language: 'filler' },
  ])(
    '$path ($language) is its prerendered page, revalidated, under the CSP',
    async ({ path, page, language }) => {
      const response = await get(`${base}${path}`, language ? { 'accept-language': language } : {});
      expect(response.headers.get('vary')).toContain('Accept-Language');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('content-encoding')).toBe('gzip');
      expect(response.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
      expect(await response.text()).toBe(readFileSync(join(dist, 'pages', `${page}.html`), 'utf8'));
    },
  );

  it('order details comes with its frame: its title and the skeleton of what its answer fills', async () => {
    const html = await (await get(`${base}loanDetails?orderId=order-174-delay1&sessionId=s1`)).text();
    expect(html).toContain('data-prerendered="screens/orderDetails.json"');
    expect(html).toContain('<main class="screen" data-screen="orderDetails" aria-busy="true"');
    expect(html).toMatch(/class="skeleton skeleton-/);
  });

  // Without a device in the address (a reload once the app kept the session) nginx cannot split:
  // the app chooses by the session it kept (DESIGN §14), drawing nothing of another variant first.
  it.each(['no/such/screen', 'noSuchScreen', 'index.html', 'loanConfirm?productId=7'])(
    '%s is index.html (history fallback), revalidated, under the CSP',
    async (path) => {
      const response = await get(`${base}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(await response.text()).toBe(indexHtml);
    },
  );

  it('hashed assets are immutable, and gzip-encoded from 256 bytes', async () => {
    const files = assetFiles();
    expect(files.some((name) => name.endsWith('.js'))).toBe(true);
    // The stylesheet is inlined in index.html (scripts/inlineCssPlugin.ts): no CSS asset to cache.
    expect(files.some((name) => name.endsWith('.css'))).toBe(false);
    expect(indexHtml).toMatch(/<style>[^<]*\.screen\{/);
    for (const name of files) {
      const response = await get(`${base}assets/${name}`);
      expect(response.status, name).toBe(200);
      expect(response.headers.get('cache-control'), name).toBe(IMMUTABLE);
      const gzip = statSync(join(dist, 'assets', name)).size >= GZIP_MIN;
      expect(response.headers.get('content-encoding'), name).toBe(gzip ? 'gzip' : null);
      expect(response.headers.get('vary'), name).toBe(gzip ? 'Accept-Encoding' : null);
      expect(
        Buffer.from(await response.arrayBuffer()).equals(readFileSync(join(dist, 'assets', name))),
        name,
      ).toBe(true);
    }
  });

  // The build's precompressed copies (scripts/precompressPlugin.ts): Brotli to a browser that takes
  // it, as the file holds it (quality 11, smaller than any per-request compression).
  it.each([
    { accepts: 'gzip, deflate, br, zstd', encoding: 'br' },
    { accepts: 'gzip', encoding: 'gzip' },
    { accepts: 'identity', encoding: null },
  ])(
    'a script asked for with Accept-Encoding "$accepts" comes as $encoding',
    async ({ accepts, encoding }) => {
      const name = assetFiles().find((file) => /^react-[\w-]+\.js$/.test(file)) ?? '';
      const original = readFileSync(join(dist, 'assets', name));
      const response = await fetch(`${origin}${base}assets/${name}`, {
        headers: { 'accept-encoding': accepts },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(response.headers.get('content-type')).toMatch(/javascript/);
      expect(response.headers.get('cache-control')).toBe(IMMUTABLE);
      // A cache between keeps one copy per encoding.
      if (encoding) expect(response.headers.get('vary')).toBe('Accept-Encoding');
      // fetch decodes the body: it is the script itself.
      expect(Buffer.from(await response.arrayBuffer()).equals(original)).toBe(true);
      if (encoding === 'br')
        expect(Number(response.headers.get('content-length'))).toBe(
          statSync(join(dist, 'assets', `${name}.br`)).size,
        );
    },
  );

  it('the route-preload and entry scripts index.html names are served', async () => {
    const named = [...indexHtml.matchAll(/(?:src|href|data-page)="([^"]*\/assets\/[^"]+)"/g)].map(
      (m) => m[1] ?? '',
    );
    // The boot chunk, the preloads of the entry's imports (the bundler's runtime, React) and the entry;
    // the floor's check and the page it loads below the floor (DESIGN §11).
    expect(named.map((path) => path.replace(/^.*\/assets\/(.+)-[\w-]{8}\.js$/, '$1'))).toEqual([
      'boot',
      'rolldown-runtime',
      'react',
      'index',
      'floor',
      'floor-page',
    ]);
    for (const path of named) {
      expect(path.startsWith(`${base}assets/`), path).toBe(true);
      const response = await get(path);
      expect(response.headers.get('content-type'), path).toMatch(/^(application\/javascript|text\/css)/);
      expect(response.headers.get('content-encoding'), path).toBe('gzip');
    }
  });

  it('a missing asset is a 404, never index.html and never cached for good', async () => {
    const response = await get(`${base}assets/index-00000000.js`);
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBeNull();
    expect(response.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
  });

  it('public files (not hashed) are revalidated and gzip-encoded', async () => {
    const response = await get(`${base}guide/gcash-1.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('content-encoding')).toBe('gzip');
  });

  it('build metadata and dot paths are not served', async () => {
    expect((await get(`${base}.vite/manifest.json`)).status).toBe(404);
    expect((await get(`${base}.env`)).status).toBe(404);
  });

  it.skipIf(base === '/')('the base without its last slash redirects to it, keeping the query', async () => {
    const bare = await get(prefix);
    expect(bare.status).toBe(301);
    expect(bare.headers.get('location')).toBe(base);
    expect((await get(`${prefix}?orderId=1`)).headers.get('location')).toBe(`${base}?orderId=1`);
  });

  it.skipIf(base === '/')('paths outside the base are not served', async () => {
    for (const path of ['/', '/loanDetails', '/api/v3/loan-details/loan-details', '/index.html'])
      expect((await get(path)).status, path).toBe(404);
  });
});

describe('the API proxy', () => {
  /** One sandbox client per call, so request logs never mix. */
  function client() {
    const cookie = `sbx=${randomUUID()}`;
    return {
      cookie,
      /** What the sandbox itself received from this client (asked through nginx too). */
      async requests(): Promise<RecordedRequest[]> {
        return (await (await get(`${base}api/__sandbox/requests`, { cookie })).json()) as RecordedRequest[];
      },
    };
  }

  it('sends <base>api/x to the backend’s /api/x, gzip-encoded, with the backend’s Cache-Control', async () => {
    const { cookie, requests } = client();
    const response = await get(
      `${base}api/v3/loan-details/loan-details?productId=1&orderId=order-174-delay1&sessionId=s1`,
      { cookie, 'x-requested-with': 'XMLHttpRequest' },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('x-sandbox-fixture')).toBe('loanDetails/order-174-delay1.json');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toMatchObject({ code: 0, data: { orderStatus: 174 } });
    const [logged] = await requests();
    expect(logged).toMatchObject({
      endpoint: 'loanDetails',
      path: '/v3/loan-details/loan-details',
      query: { productId: '1', orderId: 'order-174-delay1', sessionId: 's1' },
    });
    expect(logged?.headers.host).toBe(new URL(origin).host);
    expect(logged?.headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(logged?.headers['x-forwarded-prefix']).toBe(prefix === '' ? undefined : prefix);
  });

  it('passes form posts, and a multipart upload larger than nginx keeps in memory', async () => {
    const { cookie, requests } = client();
    const score = await fetch(`${origin}${base}api/user-problem/save-score?sessionId=s1`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'score=4&problemId=C1003',
    });
    expect(await score.json()).toMatchObject({ code: '00' });
    // 2 MB: past client_body_buffer_size, so nginx spools it to its temp folder first.
    const photo = new Uint8Array(2 * 1024 * 1024).fill(7);
    const form = new FormData();
    form.append('problemImage', new Blob([photo], { type: 'image/png' }), 'receipt.png');
    const upload = await fetch(`${origin}${base}api/user-problem/upload-problem-img?sessionId=s1`, {
      method: 'POST',
      headers: { cookie },
      body: form,
    });
    expect(upload.status).toBe(200);
    const { data } = (await upload.json()) as { data: { url: string } };
    expect(data.url.startsWith(`${base}api/__sandbox/uploads/`)).toBe(true);
    const back = await get(data.url, { cookie });
    expect(Buffer.from(await back.arrayBuffer()).equals(Buffer.from(photo))).toBe(true);
    const logged = await requests();
    expect(logged.map((r) => r.endpoint)).toEqual(['saveScore', 'uploadProblemImg']);
    expect(logged[0]?.body).toEqual({ score: '4', problemId: 'C1003' });
    expect(logged[1]?.files).toEqual([
      { field: 'problemImage', filename: 'receipt.png', mimeType: 'image/png', size: photo.length },
    ]);
  });

  it('the backend’s links (X-Forwarded-Prefix) lead back through nginx', async () => {
    const { cookie } = client();
    const answer = await fetch(`${origin}${base}api/gopia/goya/tesa`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'pd=rec-http',
    });
    const link = ((await answer.json()) as { attach: { lk: string } }).attach.lk;
    expect(link).toBe(`${origin}${base}api/__sandbox/pages/product-cash-luz`);
    const page = await get(new URL(link).pathname);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
  });
});

describe('another site from the same file', () => {
  it('serves the app at / with a frame-src list for agreement pages', async () => {
    const site = await startNginx({
      root: dist,
      base: '/',
      upstream: inject('upstream'),
      frameSrc: ['https://docs.example.ph', 'https://*.cdn.example.ph'],
    });
    try {
      const page = await fetch(`${site.origin}/loanDetails?orderId=order-174-delay1`);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-security-policy')).toBe(
        `${CONTENT_SECURITY_POLICY}; frame-src 'self' https://docs.example.ph https://*.cdn.example.ph`,
      );
      const api = await fetch(`${site.origin}/api/v3/loan-details/loan-details?orderId=order-174-delay1`);
      expect(await api.json()).toMatchObject({ code: 0, data: { orderStatus: 174 } });
      expect((await fetch(`${site.origin}/.vite/manifest.json`)).status).toBe(404);
      expect((await fetch(`${site.origin}/assets/index-00000000.js`)).status).toBe(404);
    } finally {
      await site.stop();
    }
  });
});
