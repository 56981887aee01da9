import { pngFile, SESSION_QUERY, storedValues } from './complaintSupport';
import { expect, test } from './fixtures';

const NEXT = `/complainPageNext?${SESSION_QUERY}&problemType=2&orderNo=PA20260101001`;

test('Send with an empty description shows the toast and sends nothing', async ({ app }) => {
  const { page } = app;
  await app.open(NEXT);
  await page.getByRole('button', { name: 'Send' }).click();
  await page.getByText('Please fill in your comments and suggestions').waitFor();
  expect(await app.requests('problemSave')).toHaveLength(0);
});

test('the description keeps at most 200 characters, typed or pasted, with a counter', async ({ app }) => {
  const { page } = app;
  await app.open(NEXT);
  const box = page.getByRole('textbox', { name: 'Description' });
  await box.fill('a'.repeat(201));
  expect(await box.inputValue()).toHaveLength(200);
  expect(await page.getByText('200/200').isVisible()).toBe(true);
  await box.press('b');
  expect(await box.inputValue()).toBe('a'.repeat(200));
  await box.fill('');
  await box.pressSequentially('xyz');
  expect(await page.getByText('3/200').isVisible()).toBe(true);
});

test('two uploaded images are sent comma-joined in problemImage with the save payload', async ({ app }) => {
  const { page } = app;
  await app.open(`/complainPageNext?${SESSION_QUERY}&problemType=1&problemSonType=13&orderNo=PA20260101001`);
  await page.getByRole('textbox', { name: 'Description' }).fill('They call me at 5 in the morning.');
  const add = page.getByLabel('Add image');
  await add.setInputFiles(pngFile('one.png'));
  await page.getByRole('img', { name: 'Evidence image 1' }).waitFor();
  await page.getByText('Upload succeeded!').waitFor();
  await add.setInputFiles(pngFile('two.png'));
  await page.getByRole('img', { name: 'Evidence image 2' }).waitFor();

  const uploads = await app.requests('uploadProblemImg');
  expect(uploads).toHaveLength(2);
  expect(uploads[0]?.files).toMatchObject([
    { field: 'problemImage', filename: 'one.png', mimeType: 'image/png' },
  ]);
  expect(uploads[1]?.files).toMatchObject([
    { field: 'problemImage', filename: 'two.png', mimeType: 'image/png' },
  ]);

  await page.getByRole('button', { name: 'Send' }).click();
  await page.getByRole('dialog', { name: 'Submitted successfully' }).waitFor();
  const [save] = await app.requests('problemSave');
  const urls = save?.body?.problemImage?.split(',') ?? [];
  expect(urls).toHaveLength(2);
  for (const url of urls) expect(url).toMatch(/\/api\/__sandbox\/uploads\//);
  expect(save?.body).toMatchObject({
    problemType: '1',
    problemSonType: '13',
    problemDetail: 'They call me at 5 in the morning.',
    orderNo: 'PA20260101001',
  });
});

test('a removed image is not sent, and the add control goes away at 9 images', async ({ app }) => {
  const { page } = app;
  await app.open(NEXT);
  const add = page.getByLabel('Add image');
  for (let n = 1; n <= 9; n += 1) {
    await add.setInputFiles(pngFile(`p${n}.png`));
    await page.getByRole('img', { name: `Evidence image ${n}` }).waitFor();
  }
  expect(await page.getByLabel('Add image').count()).toBe(0);
  expect(await page.getByText('9/9').isVisible()).toBe(true);
  await page.getByRole('button', { name: 'Remove image 9' }).click();
  await page.getByLabel('Add image').waitFor();
  await page.getByRole('textbox', { name: 'Description' }).fill('Nine minus one.');
  await page.getByRole('button', { name: 'Send' }).click();
  await page.getByRole('dialog', { name: 'Submitted successfully' }).waitFor();
  const [save] = await app.requests('problemSave');
  expect(save?.body?.problemImage?.split(',')).toHaveLength(8);
});

test('a file that is not an image is refused before any upload', async ({ app }) => {
  const { page } = app;
  await app.open(NEXT);
  await page
    .getByLabel('Add image')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await page.getByText('Please choose an image file.').waitFor();
  expect(await app.requests('uploadProblemImg')).toHaveLength(0);
});

test('the draft survives a reload', async ({ app }) => {
  const { page } = app;
  await app.open(NEXT);
  await page.getByRole('textbox', { name: 'Description' }).fill('Draft text');
  await page.getByLabel('Add image').setInputFiles(pngFile('draft.png'));
  await page.getByRole('img', { name: 'Evidence image 1' }).waitFor();
  await page.reload();
  await page.getByRole('img', { name: 'Evidence image 1' }).waitFor();
  expect(await page.getByRole('textbox', { name: 'Description' }).inputValue()).toBe('Draft text');
});

test('on success the modal shows for 1.5 s, then /complaint replaces the page and the draft is gone', async ({
  app,
}) => {
  const { page } = app;
  await page.clock.install();
  await app.open(NEXT);
  await page.evaluate(() => localStorage.setItem('unrelated.key', '"keep me"'));
  await page.getByRole('textbox', { name: 'Description' }).fill('Please check my payment.');
  await page.getByLabel('Add image').setInputFiles(pngFile('proof.png'));
  await page.getByRole('img', { name: 'Evidence image 1' }).waitFor();
  expect(Object.keys(await storedValues(app))).toEqual(
    expect.arrayContaining(['complainPageNext.description', 'complainPageNext.images']),
  );

  const historyLength = await page.evaluate(() => history.length);
  await page.clock.pauseAt(Date.now() + 60_000);
  await page.getByRole('button', { name: 'Send' }).click();
  await page.getByRole('dialog', { name: 'Submitted successfully' }).waitFor();
  await page.clock.runFor(1400);
  expect(new URL(page.url()).pathname).toBe('/complainPageNext');
  expect(await page.getByRole('dialog', { name: 'Submitted successfully' }).isVisible()).toBe(true);
  await page.clock.runFor(200);
  await page.waitForURL(/\/complaint\?/);
  await page.getByRole('button', { name: 'Repayment' }).waitFor();
  // The session is kept, its secrets out of the address (DESIGN §3).
  expect(new URL(page.url()).searchParams.get('sessionId')).toBeNull();

  const stored = await storedValues(app);
  expect(stored).not.toHaveProperty('complainPageNext.description');
  expect(stored).not.toHaveProperty('complainPageNext.images');
  expect(stored['unrelated.key']).toBe('"keep me"');

  // Replaced, not pushed: Back does not return to the sent form.
  expect(await page.evaluate(() => history.length)).toBe(historyLength);
});
