import { type App, expect } from './fixtures';

/**
 * The session's secrets leave the address once the app has kept them (DESIGN §3), and the session
 * holds: after a reload, Back, an in-app navigation, and a prerendered page left before its app
 * started. Shared by the suites of every build (the default, another brand, under `/loan/`).
 */
const SECRETS = { sessionId: 'sess-secret-1', deviceId: 'dev-secret-2', gps_adid: 'adid-secret-3' };
const QUERY = new URLSearchParams({ productId: '1', appVersion: '1.0.0', ...SECRETS }).toString();

/** The page's address holds none of the secrets. */
async function expectCleanAddress(app: App): Promise<void> {
  const search = await app.page.evaluate(() => location.search);
  for (const key of Object.keys(SECRETS)) expect(new URLSearchParams(search).has(key), search).toBe(false);
}

/** The last call to `path` (`/v3/loan-details/loan-details`) carried the session's secrets. */
async function expectLastCallCarriesSession(app: App, path: string, calls: number): Promise<void> {
  await expect
    .poll(async () => (await app.requests()).filter((r) => r.path.endsWith(path)).length)
    .toBe(calls);
  const last = (await app.requests()).filter((r) => r.path.endsWith(path)).at(-1);
  expect(last?.query).toMatchObject(SECRETS);
}

const ready = (app: App, screen: string) =>
  app.page.locator(`html[data-screen-ready="${screen}"]`).waitFor({ state: 'attached' });

/** Order details opened with the secrets: a clean address, and a reload, REPAY and Back keep the session. */
export async function checkSecretsLeaveAddress(app: App): Promise<void> {
  const details = '/v3/loan-details/loan-details';
  await app.open(`/loanDetails?${QUERY}&orderId=order-174-delay1`);
  await ready(app, 'orderDetails');
  await expectCleanAddress(app);
  expect(new URL(app.page.url()).searchParams.get('orderId')).toBe('order-174-delay1');
  await expectLastCallCarriesSession(app, details, 1);

  await app.page.reload();
  await ready(app, 'orderDetails');
  await expectCleanAddress(app);
  await expectLastCallCarriesSession(app, details, 2);

  await app.page.getByRole('button', { name: 'REPAY', exact: true }).click();
  await ready(app, 'repayPeriod');
  await expectCleanAddress(app);
  await app.page.goBack();
  await ready(app, 'orderDetails');
  await expectCleanAddress(app);
  await expectLastCallCarriesSession(app, details, 3);
}

/**
 * A prerendered page whose app never started (its boot chunk held) keeps its query for the next
 * page, which opens without the session, sends it, and shows none of it in its own address.
 */
export async function checkSecretsHandedOn(app: App): Promise<void> {
  let hold = true;
  await app.page.route(/\/assets\/boot-[\w-]+\.js$/, async (route) => {
    if (!hold) await route.continue();
  });
  // Not `app.open`: its wait for `load` would wait for the held chunk.
  await app.page.goto(`${app.baseURL}/aboutUs?${QUERY}`, { waitUntil: 'domcontentloaded' });
  await app.page.locator('head script[src*="/assets/boot-"]').waitFor({ state: 'attached' });
  expect(await app.page.getAttribute('html', 'data-app')).toBeNull();
  hold = false;
  await app.open('/customerService');
  await ready(app, 'customerService');
  await expectCleanAddress(app);
  await expectLastCallCarriesSession(app, '/contact-kf-info', 1);
}

/**
 * What an in-app address carries of a query: all but the session's secrets, which the session keeps
 * out of every address (DESIGN §3).
 */
export function withoutSecrets(query: Record<string, string>): Record<string, string> {
  const rest = { ...query };
  for (const key of SECRET_KEYS) delete rest[key];
  return rest;
}

/** The session's secrets, which no address carries once kept. */
export const SECRET_KEYS = ['sessionId', 'deviceId', 'gps_adid'] as const;
