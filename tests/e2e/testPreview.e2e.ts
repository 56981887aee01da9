import type { Dialog } from 'playwright-core';
import type { App } from './fixtures';
import { expect, test } from './fixtures';
import { withoutSecrets } from './sessionAddress';

/** The session fields of the test page and a set of values a developer types over the samples. */
const TYPED: Record<string, string> = {
  appVersion: '9.9.9',
  deviceName: 'QA Phone & Co',
  deviceId: 'qa-device-1',
  osVersion: 'Android 14',
  sessionId: 'qa-session-1',
  gps_adid: 'qa-adid-1',
  productId: '7',
  orderId: 'order-174-delay1',
};

/** Every page link of the test page, by its visible name, and the route it opens. */
const PAGES: [string, string][] = [
  ['Confirm loan', '/loanConfirm'],
  ['Loan details', '/loanDetails'],
  ['Repay by instalment', '/repayPeriod'],
  ['Rollover repayment', '/repayDelay'],
  ['Bind bank', '/bindBank'],
  ['About us', '/aboutUs'],
  ['Complaint', '/complaint'],
  ['Customer service', '/customerService'],
  ['Privacy policy', '/privacyPolicy'],
  ['Repayment instructions', '/carpmm'],
];

async function typeFields(app: App): Promise<void> {
  for (const [field, value] of Object.entries(TYPED)) {
    await app.page.getByRole('textbox', { name: field, exact: true }).fill(value);
  }
}

/** Resolves with the message of the next alert, and accepts it so the page goes on. */
function nextAlert(app: App): Promise<string> {
  return new Promise((resolve) => {
    app.page.once('dialog', (dialog: Dialog) => {
      resolve(`${dialog.type()}: ${dialog.message()}`);
      void dialog.accept();
    });
  });
}

test('the session fields start with sample values, and a page opens as a fresh session with the typed ones', async ({
  app,
}) => {
  // An older session in storage: the target page must not keep it.
  await app.open('/testPreview?sessionId=old-session&productId=1');
  const sessionId = app.page.getByRole('textbox', { name: 'sessionId', exact: true });
  await sessionId.waitFor();
  expect(await sessionId.inputValue()).toBe('sample-session-0001');
  expect(await app.page.getByRole('textbox', { name: 'productId', exact: true }).inputValue()).toBe('1');
  await typeFields(app);

  await app.page.getByRole('button', { name: /Loan details/ }).click();
  await app.page.waitForURL((url) => url.pathname === '/loanDetails');
  // The address keeps all but the session's secrets; the call below carries them all (DESIGN §3).
  expect(Object.fromEntries(new URL(app.page.url()).searchParams)).toEqual(withoutSecrets(TYPED));
  await app.page.getByRole('button', { name: 'REPAY', exact: true }).waitFor();

  // The target page read its session from its address: its API call carries the typed fields.
  const [request] = await app.requests('loanDetails');
  expect(request?.query).toMatchObject(TYPED);
});

test('every page link opens its route with the session fields in the query', async ({ app }) => {
  // Only the address matters here; each target page has its own tests.
  await app.page.route(
    (url) => PAGES.some(([, path]) => url.pathname === path),
    (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>stand-in</title>' }),
  );
  await app.open('/testPreview');
  await typeFields(app);
  for (const [name, path] of PAGES) {
    // The typed fields are kept (persist), so coming back finds them.
    await app.open('/testPreview');
    await app.page.getByRole('button', { name: new RegExp(`^${name}`) }).click();
    await app.page.waitForURL((url) => url.pathname === path);
    expect(Object.fromEntries(new URL(app.page.url()).searchParams), name).toEqual(TYPED);
  }
}, 90000); // ten page loads in one test: room for a loaded CI machine

test('the customer service page, opened from the test page, calls with the typed common fields', async ({
  app,
}) => {
  await app.open('/testPreview');
  await typeFields(app);
  await app.page.getByRole('button', { name: /^Customer service/ }).click();
  await app.page.getByRole('button', { name: /E-mail/ }).waitFor();
  const [request] = await app.requests('contactKfInfo');
  const { productId: _p, orderId: _o, ...common } = TYPED;
  expect(request?.query).toMatchObject(common);
});

test('a chosen photo shows as a preview and is not uploaded', async ({ app }) => {
  await app.open('/testPreview');
  // A 1×1 PNG.
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  await app.page
    .getByLabel('Choose a photo')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  const preview = app.page.getByRole('img', { name: 'Chosen photo 1' });
  await preview.waitFor();
  expect(await preview.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
  await expect
    .poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(1);
  expect(await app.requests('uploadProblemImg')).toEqual([]);

  await app.page.getByRole('button', { name: 'Remove photo 1' }).click();
  await preview.waitFor({ state: 'detached' });
  await app.page.getByLabel('Choose a photo').waitFor({ state: 'attached' });
});

test('the contact name is toasted back on submit, and an empty one is asked for', async ({ app }) => {
  await app.open('/testPreview');
  const submit = app.page.getByRole('button', { name: 'Submit' });
  await submit.click();
  await app.page.getByRole('status').getByText('Please enter a contact name').waitFor();
  await app.page.getByRole('textbox', { name: 'Contact name' }).fill('Juan Dela Cruz');
  await submit.click();
  await app.page.getByRole('status').getByText('Contact saved: Juan Dela Cruz').waitFor();
});

test('Get location alerts the position when geolocation is allowed', async ({ app }) => {
  await app.context.grantPermissions(['geolocation'], { origin: app.baseURL });
  await app.context.setGeolocation({ latitude: 14.5995, longitude: 120.9842, accuracy: 20 });
  await app.open('/testPreview');
  const alert = nextAlert(app);
  await app.page.getByRole('button', { name: 'Get location' }).click();
  expect(await alert).toBe('alert: Latitude: 14.5995\nLongitude: 120.9842\nAccuracy: 20 m');
  // The button is usable again once the alert is dismissed.
  await app.page.getByRole('button', { name: 'Get location', disabled: false }).waitFor();
});

test('Get location alerts the error code and message when geolocation is refused', async ({ app }) => {
  await app.context.clearPermissions();
  await app.open('/testPreview');
  const alert = nextAlert(app);
  await app.page.getByRole('button', { name: 'Get location' }).click();
  expect(await alert).toMatch(/^alert: Geolocation error 1: \S/);
});

test('Get location says the browser lacks geolocation when it has none', async ({ app }) => {
  await app.context.addInitScript(() => {
    Reflect.deleteProperty(Navigator.prototype, 'geolocation');
  });
  await app.open('/testPreview');
  const alert = nextAlert(app);
  await app.page.getByRole('button', { name: 'Get location' }).click();
  expect(await alert).toBe('alert: Your browser does not support geolocation.');
});
