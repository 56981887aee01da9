import type { Page } from 'playwright-core';
import type { App } from './fixtures';
import { expect, test } from './fixtures';

/** A promotion link as a marketing channel shares it: template and source tags, no session. */
const PROMOTION =
  '/promotion?templateId=tpl-spring&user_from=facebook&app_from=h5&utm_tag=spring-26&invite_code=INV9&deviceId=dev-7';
const MOBILE = '13812345678';
const CAPTCHA_NAME = 'Image code. Tap for a new one';

async function openPromotion(app: App, scenario?: string): Promise<Page> {
  await app.open(PROMOTION, scenario ? { scenario } : undefined);
  const captcha = app.page.getByRole('button', { name: CAPTCHA_NAME });
  await captcha.waitFor();
  // The image arrives after the button shows; once it has, the sandbox has logged its request,
  // which the tests count.
  await expect
    .poll(() =>
      captcha.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    )
    .toBe(true);
  return app.page;
}

async function fill(page: Page, fields: { mobile?: string; captcha?: string; sms?: string }): Promise<void> {
  if (fields.mobile !== undefined)
    await page.getByRole('textbox', { name: 'Mobile number' }).fill(fields.mobile);
  if (fields.captcha !== undefined)
    await page.getByRole('textbox', { name: 'Image code' }).fill(fields.captcha);
  if (fields.sms !== undefined) await page.getByRole('textbox', { name: 'SMS code' }).fill(fields.sms);
}

async function toast(page: Page, text: string | RegExp): Promise<void> {
  await page.getByRole('status').getByText(text).waitFor();
}

/** Resolves when the browser has fetched captcha number `version` (the `_r` refresh counter). */
function captchaLoaded(page: Page, version: number): Promise<unknown> {
  return page.waitForResponse(
    (response) =>
      response.url().includes('/promotion/captcha?') &&
      new URL(response.url()).searchParams.get('_r') === `${version}`,
  );
}

test('on load the page gets its template, a captcha sid and image, and tracks the visit', async ({ app }) => {
  const page = await openPromotion(app);
  await page.getByText('Borrow up to ₱20,000 in 10 minutes').waitFor();
  expect(await page.getByRole('button', { name: 'Apply' }).isVisible()).toBe(true);
  const [template] = await app.requests('channelTemplate');
  expect(template?.method).toBe('GET');
  expect(template?.query).toMatchObject({ templateId: 'tpl-spring', deviceId: 'dev-7' });
  // onLoad's visit call may reach the sandbox after the content shows: wait for it, then check it went once.
  await expect.poll(async () => (await app.requests('trackVisit')).length).toBeGreaterThan(0);
  expect(await app.requests('trackVisit')).toHaveLength(1);
  expect(await app.requests('getSid')).toHaveLength(1);
  const image = page.getByRole('button', { name: CAPTCHA_NAME }).locator('img');
  expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const [captcha] = await app.requests('captcha');
  expect(captcha?.query).toMatchObject({ sid: 'sid-5b2f9c' });
});

test('a wrong mobile gets the Chinese toast and sends neither an SMS nor a registration', async ({ app }) => {
  const page = await openPromotion(app);
  await fill(page, { mobile: '12812345678', captcha: 'AB12' });
  await page.getByRole('button', { name: 'Get code' }).click();
  await toast(page, '请输入正确的手机号');
  await fill(page, { mobile: '1381234567', sms: '123456' });
  await page.getByRole('button', { name: 'Apply' }).click();
  await toast(page, '请输入正确的手机号');
  expect(await app.requests('getSms')).toEqual([]);
  expect(await app.requests('register')).toEqual([]);
});

test('the mobile keeps 11 digits, the image code 4 characters and the SMS code 6 digits', async ({ app }) => {
  const page = await openPromotion(app);
  await fill(page, { mobile: '138123456789', captcha: 'ABCDE', sms: '1234567' });
  expect(await page.getByRole('textbox', { name: 'Mobile number' }).inputValue()).toBe(MOBILE);
  expect(await page.getByRole('textbox', { name: 'Image code' }).inputValue()).toBe('ABCD');
  expect(await page.getByRole('textbox', { name: 'SMS code' }).inputValue()).toBe('123456');
});

test('Get code without the image code, and Apply without the SMS code, are refused', async ({ app }) => {
  const page = await openPromotion(app);
  await fill(page, { mobile: MOBILE });
  await page.getByRole('button', { name: 'Get code' }).click();
  await toast(page, '请输入图形验证码');
  await fill(page, { captcha: 'AB12' });
  await page.getByRole('button', { name: 'Apply' }).click();
  await toast(page, '请输入短信验证码');
  expect(await app.requests('getSms')).toEqual([]);
  expect(await app.requests('register')).toEqual([]);
});

test('a new captcha needs a mobile number first', async ({ app }) => {
  const page = await openPromotion(app);
  await page.getByRole('button', { name: CAPTCHA_NAME }).click();
  await toast(page, '请输入正确的手机号');
  expect(await app.requests('captcha')).toHaveLength(1);
  await fill(page, { mobile: MOBILE });
  const loaded = captchaLoaded(page, 1);
  await page.getByRole('button', { name: CAPTCHA_NAME }).click();
  await loaded;
  const captchas = await app.requests('captcha');
  expect(captchas).toHaveLength(2);
  expect(captchas[1]?.query).toMatchObject({ sid: 'sid-5b2f9c', _r: '1' });
});

test('Get code sends the SMS request and locks resending for 60 s', async ({ app }) => {
  const { page } = app;
  await page.clock.install();
  await openPromotion(app, 'sms-ok');
  await fill(page, { mobile: MOBILE, captcha: 'AB12' });
  await page.getByRole('button', { name: 'Get code' }).click();
  await page.getByRole('button', { name: 'Get code again in 60 seconds' }).waitFor();
  expect(await page.getByRole('button', { name: 'Get code again in 60 seconds' }).textContent()).toBe('60 s');
  const [sms] = await app.requests('getSms');
  expect(sms?.method).toBe('POST');
  expect(sms?.body).toEqual({
    phone: MOBILE,
    capcode: 'AB12',
    sid: 'sid-5b2f9c',
    deviceId: 'dev-7',
    appName: 'Sandbox Loan',
    app_from: 'h5',
    user_from: 'facebook',
    utm_tag: 'spring-26',
  });

  await page.clock.runFor(10_000);
  await page.getByRole('button', { name: 'Get code again in 50 seconds' }).click();
  await toast(page, '请勿重复发送验证码');
  expect(await app.requests('getSms')).toHaveLength(1);

  await page.clock.runFor(50_000);
  await page.getByRole('button', { name: 'Get code' }).waitFor();
});

test('a wrong image code (101) shows the message and loads a new captcha', async ({ app }) => {
  const page = await openPromotion(app, 'sms-badcaptcha');
  await fill(page, { mobile: MOBILE, captcha: 'ZZZZ' });
  const loaded = captchaLoaded(page, 1);
  await page.getByRole('button', { name: 'Get code' }).click();
  await toast(page, 'Wrong image verification code');
  await loaded;
  expect(await page.getByRole('textbox', { name: 'Image code' }).inputValue()).toBe('');
  expect(await app.requests('captcha')).toHaveLength(2);
  // No countdown: the borrower may try again at once.
  expect(await page.getByRole('button', { name: 'Get code' }).isEnabled()).toBe(true);
});

test('an already registered number (11) is told to download the app and sent to /download', async ({
  app,
}) => {
  const page = await openPromotion(app, 'sms-registered');
  await fill(page, { mobile: MOBILE, captcha: 'AB12' });
  await page.getByRole('button', { name: 'Get code' }).click();
  await toast(page, /already registered\. Please download the app and log in/);
  await page.waitForURL(/\/download(\?|$)/);
  await page.getByRole('button', { name: /Google Play/ }).waitFor();
  expect(await app.requests('register')).toEqual([]);
});

test('Apply registers with every field, toasts success and goes to /download', async ({ app }) => {
  const page = await openPromotion(app, 'register-ok');
  await fill(page, { mobile: MOBILE, captcha: 'AB12', sms: '246810' });
  await page.getByRole('button', { name: 'Apply' }).click();
  await toast(page, /Registration successful/);
  await page.waitForURL(/\/download(\?|$)/);
  await page.getByRole('button', { name: /Google Play/ }).waitFor();
  expect(await app.requests('trackClick')).toHaveLength(1);
  const [register] = await app.requests('register');
  expect(register?.method).toBe('POST');
  expect(register?.body).toEqual({
    phone: MOBILE,
    capcode: 'AB12',
    sid: 'sid-5b2f9c',
    deviceId: 'dev-7',
    appName: 'Sandbox Loan',
    merchantNumber: 'M10086',
    userName: MOBILE,
    smsCode: '246810',
    invite_code: 'INV9',
    user_from: 'facebook',
    id: 'tpl-spring',
    app_from: 'h5',
    utm_tag: 'spring-26',
  });
});

test('a wrong code at registration (-1) shows the message and loads a new captcha', async ({ app }) => {
  const page = await openPromotion(app, 'register-badcaptcha');
  await fill(page, { mobile: MOBILE, captcha: 'AB12', sms: '246810' });
  const loaded = captchaLoaded(page, 1);
  await page.getByRole('button', { name: 'Apply' }).click();
  await toast(page, 'Wrong verification code');
  await loaded;
  expect(page.url()).toContain('/promotion');
  expect(await page.getByRole('textbox', { name: 'Image code' }).inputValue()).toBe('');
  expect(await app.requests('register')).toHaveLength(1);
});

test('the agreement link opens the registration agreement and leads back with the template', async ({
  app,
}) => {
  const page = await openPromotion(app);
  await page.getByRole('button', { name: 'Registration Agreement' }).click();
  await page.getByRole('button', { name: 'Back to sign-up' }).waitFor();
  expect(await page.getByText('4. No loan commitment').isVisible()).toBe(true);
  await page.getByRole('button', { name: 'Back to sign-up' }).click();
  await page.getByRole('button', { name: CAPTCHA_NAME }).waitFor();
  expect(new URL(page.url()).searchParams.get('templateId')).toBe('tpl-spring');
  expect(new URL(page.url()).searchParams.get('utm_tag')).toBe('spring-26');
});
