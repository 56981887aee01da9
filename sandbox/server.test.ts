// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoggedRequest } from './clientState';
import { type RunningSandbox, startTestSandbox } from './testServer';

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.close());

/** Each test is its own client, so the state of one never leaks into another. */
function client(name: string) {
  const cookie = `sbx=${name}`;
  return {
    get: (path: string, headers: Record<string, string> = {}) =>
      fetch(sandbox.url(path), { headers: { cookie, ...headers } }),
    post: (path: string, form: Record<string, string> = {}, headers: Record<string, string> = {}) =>
      fetch(sandbox.url(path), {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/x-www-form-urlencoded', ...headers },
        body: new URLSearchParams(form).toString(),
      }),
    upload: (bytes: Uint8Array, filename: string, mimeType: string) => {
      const form = new FormData();
      form.append('problemImage', new Blob([new Uint8Array(bytes)], { type: mimeType }), filename);
      return fetch(sandbox.url('/api/user-problem/upload-problem-img?sessionId=s1'), {
        method: 'POST',
        headers: { cookie },
        body: form,
      });
    },
    requests: async () =>
      (await (
        await fetch(sandbox.url('/api/__sandbox/requests'), { headers: { cookie } })
      ).json()) as LoggedRequest[],
  };
}

async function json(response: Response): Promise<Record<string, unknown>> {
  return (await response.json()) as Record<string, unknown>;
}

async function orderStatus(response: Response): Promise<unknown> {
  const body = await json(response);
  return (body.data as Record<string, unknown>).orderStatus;
}

describe('requests', () => {
  it('parses the query string and the form body, and logs them', async () => {
    const alice = client('log-form');
    const response = await alice.post(
      '/api/user-problem/save-score?appVersion=1.2.0&sessionId=abc',
      { score: '4', problemId: 'C1003' },
      { 'X-Requested-With': 'XMLHttpRequest' },
    );
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({ code: '00' });
    const [entry] = await alice.requests();
    expect(entry).toMatchObject({
      endpoint: 'saveScore',
      method: 'POST',
      path: '/user-problem/save-score',
      query: { appVersion: '1.2.0', sessionId: 'abc' },
      body: { score: '4', problemId: 'C1003' },
      files: [],
    });
    expect(entry?.headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(typeof entry?.time).toBe('number');
  });

  it('logs a GET with a null body and forgets the log on reset', async () => {
    const bob = client('log-reset');
    await bob.get('/api/v3/loan-details/loan-details?productId=7&orderId=PA1');
    expect(await bob.requests()).toMatchObject([{ endpoint: 'loanDetails', method: 'GET', body: null }]);
    const reset = await fetch(sandbox.url('/api/__sandbox/reset'), {
      method: 'POST',
      headers: { cookie: 'sbx=log-reset' },
    });
    expect(reset.status).toBe(200);
    expect(await bob.requests()).toEqual([]);
  });

  it('keys the client by the X-Sandbox-Client header over the cookie (the studio previews share a cookie jar)', async () => {
    const shared = client('header-cookie');
    const preview = { 'X-Sandbox-Client': 'studio-preview-1' };
    await shared.get('/api/v3/loan-details/loan-details?productId=7&orderId=PA1', preview);
    expect(await shared.requests()).toEqual([]);
    const log = await fetch(sandbox.url('/api/__sandbox/requests'), { headers: preview });
    expect(await log.json()).toMatchObject([{ endpoint: 'loanDetails' }]);
  });

  it('answers 404 JSON to an unknown API path and passes other paths on', async () => {
    const unknown = await fetch(sandbox.url('/api/v3/nothing-here'));
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ code: 404, message: 'Unknown sandbox path' });
    expect((await fetch(sandbox.url('/loanDetails'))).status).toBe(418);
  });

  it('refuses a method the endpoint does not take', async () => {
    const response = await fetch(sandbox.url('/api/v3/loan-details/loan-details'), { method: 'POST' });
    expect(response.status).toBe(405);
  });
});

describe('uploads and complaints', () => {
  it('stores an uploaded image and serves its bytes back', async () => {
    const carol = client('upload');
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 4]);
    const body = await json(await carol.upload(bytes, 'receipt.png', 'image/png'));
    expect(body.code).toBe('00');
    const url = (body.data as { url: string }).url;
    expect(url).toMatch(/^\/api\/__sandbox\/uploads\//);
    const image = await fetch(sandbox.url(url));
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(bytes);
    const [entry] = await carol.requests();
    expect(entry?.files).toEqual([
      { field: 'problemImage', filename: 'receipt.png', mimeType: 'image/png', size: 8 },
    ]);
    expect(entry?.query).toEqual({ sessionId: 's1' });
  });

  it('shows a filed complaint first in the list and answers its detail', async () => {
    const dave = client('complaint');
    const saved = await dave.post('/api/user-problem/problem-save', {
      problemType: '2',
      problemSonType: '',
      problemDetail: 'Paid by GCash, still unpaid',
      problemImage: '/api/__sandbox/uploads/a,/api/__sandbox/uploads/b',
      orderNo: 'PA20260101001',
    });
    expect(await json(saved)).toMatchObject({ code: '00' });
    const list = await json(await dave.post('/api/user-problem/problem-list'));
    const tabs = (list.data as { tabs: { items: { id: string; type: string; content: string }[] }[] }).tabs;
    const first = tabs[0]?.items[0];
    expect(first).toMatchObject({ type: 'Repayment', content: 'Paid by GCash, still unpaid' });
    const detail = await json(
      await dave.post('/api/user-problem/problem-detail', { problemId: String(first?.id) }),
    );
    expect(detail.data).toMatchObject({
      problemId: first?.id,
      type: 'Repayment',
      content: 'Paid by GCash, still unpaid',
      images: ['/api/__sandbox/uploads/a', '/api/__sandbox/uploads/b'],
      isNeedScore: 0,
    });
  });

  it('keeps each client apart', async () => {
    await client('isolated-a').post('/api/user-problem/problem-save', {
      problemType: '5',
      problemDetail: 'Only for A',
      orderNo: 'X',
    });
    const listOf = async (name: string) => {
      const body = await json(await client(name).post('/api/user-problem/problem-list'));
      return JSON.stringify(body.data);
    };
    expect(await listOf('isolated-a')).toContain('Only for A');
    expect(await listOf('isolated-b')).not.toContain('Only for A');
    expect(await client('isolated-b').requests()).toHaveLength(1);
  });

  it('adds a bound card to the repayment cards', async () => {
    const erin = client('cards');
    await erin.post('/api/v3/bind-card/bind-card-new', {
      product_id: '7',
      card_type: '2',
      channel_number: '90006',
      wallet_type: 'GCASH',
      wallet_phone: '09171234567',
    });
    const way = await json(await erin.post('/api/v1/loan/repayment-way'));
    const cards = (way.data as { bankCards: { bankName: string; cardNo: string }[] }).bankCards;
    expect(cards.at(-1)).toMatchObject({ bankName: 'GCash', cardNo: '*******4567', bankCode: 'GCASH' });
  });
});

describe('scenarios', () => {
  const details = '/api/v3/loan-details/loan-details?productId=7&orderId=PA1';

  it('answers default.json without a scenario', async () => {
    const response = await client('scenario-default').get(details);
    expect(response.headers.get('x-sandbox-fixture')).toBe('loanDetails/default.json');
    expect(await orderStatus(response)).toBe(174);
  });

  it('picks the scenario from the query, then the header, then the cookie', async () => {
    const frank = client('scenario-pick');
    expect(await orderStatus(await frank.get(`${details}&scenario=order-200-delay0`))).toBe(200);
    expect(await orderStatus(await frank.get(details, { 'X-Sandbox-Scenario': 'order-21-delay0' }))).toBe(21);
    const withCookie = { cookie: 'sbx=scenario-pick; scenario=order-110-delay1' };
    expect(await orderStatus(await fetch(sandbox.url(details), { headers: withCookie }))).toBe(110);
    expect(
      await orderStatus(
        await fetch(sandbox.url(`${details}&scenario=order-151-delay0`), { headers: withCookie }),
      ),
    ).toBe(151);
  });

  it('picks the scenario from an id that equals its name', async () => {
    const grace = client('scenario-id');
    const byOrder = await grace.get('/api/v3/loan-details/loan-details?productId=7&orderId=order-180-delay1');
    expect(await orderStatus(byOrder)).toBe(180);
    const page = await json(await grace.post('/api/gopia/goya/tesa', { pd: 'rec-page' }));
    expect(page).toMatchObject({ status: '00', attach: { lk: 'productDetail' } });
    const http = await json(await grace.post('/api/gopia/goya/tesa', { pd: 'rec-http' }));
    expect((http.attach as { lk: string }).lk).toBe(`${sandbox.origin}/api/__sandbox/pages/product-cash-luz`);
  });

  it('writes its links under the prefix a proxy names in X-Forwarded-Prefix', async () => {
    const heidi = client('forwarded-prefix');
    const behind = { 'X-Forwarded-Prefix': '/loan' };
    const http = await json(await heidi.post('/api/gopia/goya/tesa', { pd: 'rec-http' }, behind));
    expect((http.attach as { lk: string }).lk).toBe(
      `${sandbox.origin}/loan/api/__sandbox/pages/product-cash-luz`,
    );
    const push = await json(await heidi.post('/api/v3/loan-confirm/loan-detail-push', {}, behind));
    expect((push.data as { lendDetailsUrl: string }).lendDetailsUrl).toBe(
      `${sandbox.origin}/loan/loanDetails?from=confirm&orderId=PA20260101001`,
    );
    const details = JSON.stringify(
      await json(await heidi.get('/api/v3/loan-details/loan-details?orderId=order-110-delay0', behind)),
    );
    expect(details).toContain('"/loan/api/__sandbox/assets/');
    expect(details).not.toContain('"/api/__sandbox/');
    const odd = { 'X-Forwarded-Prefix': '/loan"><script>' };
    const ignored = await json(await heidi.post('/api/gopia/goya/tesa', { pd: 'rec-http' }, odd));
    expect((ignored.attach as { lk: string }).lk).toBe(
      `${sandbox.origin}/api/__sandbox/pages/product-cash-luz`,
    );
  });

  it('sets the scenario cookie from a page URL', async () => {
    const page = await fetch(sandbox.url('/loanDetails?scenario=order-score&sbx=person'), {
      headers: { accept: 'text/html' },
    });
    expect(page.status).toBe(418);
    expect(page.headers.getSetCookie()).toEqual([
      'scenario=order-score; Path=/; SameSite=Lax',
      'sbx=person; Path=/; SameSite=Lax',
    ]);
  });

  it('lists the scenarios', async () => {
    const list = (await (await fetch(sandbox.url('/api/__sandbox/scenarios'))).json()) as { name: string }[];
    expect(list.map((scenario) => scenario.name)).toEqual(
      expect.arrayContaining(['default', 'order-174-delay1', 'fault-500', 'pay-800006']),
    );
  });
});

describe('faults', () => {
  it('fault-500 answers HTTP 500', async () => {
    const response = await client('fault').get('/api/promotion/get-sid?scenario=fault-500');
    expect(response.status).toBe(500);
  });

  it('fault-code answers code 1 or status "01"', async () => {
    const henry = client('fault');
    expect(await json(await henry.get('/api/promotion/get-sid?scenario=fault-code'))).toEqual({
      code: 1,
      data: null,
      message: 'Sandbox: service unavailable',
    });
    expect(await json(await henry.post('/api/gopia/goya/quvo?scenario=fault-code', { pd: '7' }))).toEqual({
      status: '01',
      message: 'Sandbox: service unavailable',
    });
  });

  it('fault-malformed answers text that is not JSON', async () => {
    const response = await client('fault').get('/api/promotion/get-sid?scenario=fault-malformed');
    expect(response.status).toBe(200);
    await expect(response.clone().json()).rejects.toThrow();
  });

  it('fault-drift sends every number of the payload as text, the envelope as it was', async () => {
    const response = await client('fault').get('/api/v3/loan-details/loan-details?scenario=fault-drift');
    const body = await json(response);
    expect(body.code).toBe(0);
    expect(body.data).toMatchObject({ orderStatus: '174', isDelay: '1' });
    const quvo = await json(
      await client('fault').post('/api/gopia/goya/quvo?scenario=fault-drift', { pd: '7' }),
    );
    expect(quvo).toMatchObject({ status: '00', attach: { vm: expect.any(String) } });
  });

  it('fault-slow waits delayMs, or 3 s by default', async () => {
    const ivan = client('fault');
    let started = Date.now();
    expect((await ivan.get('/api/promotion/get-sid?scenario=fault-slow&delayMs=200')).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
    started = Date.now();
    expect((await ivan.get('/api/promotion/get-sid?scenario=fault-slow')).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(2990);
  });

  it('fault-upload makes the upload answer code "01"', async () => {
    const response = await client('fault').upload(new Uint8Array([1]), 'a.png', 'image/png');
    expect(response.status).toBe(200);
    const failing = await fetch(sandbox.url('/api/user-problem/upload-problem-img?scenario=fault-upload'), {
      method: 'POST',
      body: new FormData(),
    });
    expect(await json(failing)).toMatchObject({ code: '01' });
  });

  it('a fault can target one endpoint', async () => {
    const judy = client('fault-targeted');
    const headers = { 'X-Sandbox-Scenario': 'fault-500:uploadProblemImg' };
    expect((await judy.get('/api/promotion/get-sid', headers)).status).toBe(200);
    const upload = await fetch(sandbox.url('/api/user-problem/upload-problem-img'), {
      method: 'POST',
      headers,
      body: new FormData(),
    });
    expect(upload.status).toBe(500);
  });
});

describe('telemetry', () => {
  const beacon = (cookie: string, body: string, path = '/telemetry') =>
    fetch(sandbox.url(path), {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body,
    });
  const received = async (cookie: string) =>
    (await (await fetch(sandbox.url('/api/__sandbox/telemetry'), { headers: { cookie } })).json()) as {
      body: string;
      events: unknown[];
    }[];

  it('records each batch of a client, as sent, with its events; answers 204; forgets them on reset', async () => {
    const body = JSON.stringify({ events: [{ type: 'api', endpoint: 'loanDetails', status: 500 }] });
    expect((await beacon('sbx=tele-1', body)).status).toBe(204);
    expect((await beacon('sbx=tele-1', 'not json')).status).toBe(204);
    expect(await received('sbx=tele-2')).toEqual([]);
    expect(await received('sbx=tele-1')).toMatchObject([
      { body, events: [{ type: 'api', endpoint: 'loanDetails', status: 500 }] },
      { body: 'not json', events: [] },
    ]);
    await fetch(sandbox.url('/api/__sandbox/reset'), { method: 'POST', headers: { cookie: 'sbx=tele-1' } });
    expect(await received('sbx=tele-1')).toEqual([]);
  });

  it('takes only POST', async () => {
    expect((await fetch(sandbox.url('/telemetry'))).status).toBe(405);
  });

  it('listens beside the API base: /loan/telemetry for /loan/api', async () => {
    const loan = await startTestSandbox({ base: '/loan/api' });
    try {
      const response = await fetch(loan.url('/loan/telemetry'), { method: 'POST', body: '{"events":[]}' });
      expect(response.status).toBe(204);
    } finally {
      await loan.close();
    }
  });
});

describe('assets', () => {
  it('serves generated images and the captcha', async () => {
    const logo = await fetch(sandbox.url('/api/__sandbox/assets/logo-sandbox-loan.svg'));
    expect(logo.headers.get('content-type')).toBe('image/svg+xml');
    expect(await logo.text()).toContain('<svg');
    const captcha = await fetch(sandbox.url('/api/promotion/captcha?sid=sid-1'));
    expect(captcha.headers.get('content-type')).toBe('image/svg+xml');
    expect((await fetch(sandbox.url('/api/__sandbox/assets/nothing.png'))).status).toBe(404);
  });
});
