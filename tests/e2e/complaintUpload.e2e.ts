import { pngFile, SESSION_QUERY } from './complaintSupport';
import { type App, expect, test } from './fixtures';

test.override({ reuse: true });

const NEXT = `/complainPageNext?${SESSION_QUERY}&problemType=2&orderNo=PA20260101001`;

/** Uploads one image that succeeds, then makes the next upload fail with `breakUploads`. */
async function firstUploadThen(app: App, breakUploads: () => Promise<void>): Promise<void> {
  const { page } = app;
  await app.open(NEXT);
  await page.getByLabel('Add image').setInputFiles(pngFile('ok.png'));
  await page.getByRole('img', { name: 'Evidence image 1' }).waitFor();
  await breakUploads();
  await page.getByLabel('Add image').setInputFiles(pngFile('second.png'));
}

async function expectFirstImageKept(app: App): Promise<void> {
  const { page } = app;
  expect(await page.getByRole('img', { name: 'Evidence image 1' }).isVisible()).toBe(true);
  expect(await page.getByRole('img', { name: 'Evidence image 2' }).count()).toBe(0);
  expect(await page.getByText('1/9').isVisible()).toBe(true);
  // The picker is usable again after the failure.
  await page.getByLabel('Add image').waitFor();
}

test('a refused upload (code not 00) shows the server message and keeps the uploaded image', async ({
  app,
}) => {
  await firstUploadThen(app, () =>
    app.context.addCookies([{ name: 'scenario', value: 'fault-upload:uploadProblemImg', url: app.baseURL }]),
  );
  await app.page.getByText('Image upload failed: the file is larger than 5 MB.').waitFor();
  await expectFirstImageKept(app);
});

test('an upload answered with HTTP 500 shows a clear error and keeps the uploaded image', async ({ app }) => {
  // Chromium logs the failed load this test provokes.
  app.expectConsoleError(/Failed to load resource.*500/);
  await firstUploadThen(app, () =>
    app.context.addCookies([{ name: 'scenario', value: 'fault-500:uploadProblemImg', url: app.baseURL }]),
  );
  await app.page.getByText('The server answered with an error (HTTP 500). Please try again.').waitFor();
  await expectFirstImageKept(app);
});

test('an upload with no network shows a clear error and keeps the uploaded image', async ({ app }) => {
  app.expectConsoleError(/Failed to load resource.*(ERR_FAILED|net::)/);
  await firstUploadThen(app, async () => {
    await app.page.route('**/upload-problem-img**', (route) => route.abort());
  });
  await app.page.getByText('Network error. Please check your connection and try again.').waitFor();
  await expectFirstImageKept(app);
});
