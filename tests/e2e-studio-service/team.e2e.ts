import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchChromium } from '../e2e/chromium';
import { type Client, changeText, clientOf } from './client';
import { PASSWORD, PEOPLE, type ServiceHost, startServiceHost, type Who } from './serviceHost';

// A team in browsers, through nginx as the sign-on proxy, with a bare repository as the remote
// (DESIGN §13): editor A changes a text of a part and proposes it, editor B at the same time another
// screen; A cannot approve; approver C reads A's review, approves and publishes both. Then A and B
// change the same line: the second to publish is shown both sides, and its author settles it.

const PART = 'screens/parts/guideWay.json';
const SCREEN = 'screens/aboutUs.json';

let host: ServiceHost;
let browser: Browser;

beforeAll(async () => {
  host = await startServiceHost();
  browser = await launchChromium();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await host?.stop();
});

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'core.hooksPath=/dev/null', ...args], { cwd, encoding: 'utf8' });

/** A person's browser, signed on to the proxy. */
async function signOn(who: Who): Promise<Page> {
  const context = await browser.newContext({
    httpCredentials: { username: PEOPLE[who].email, password: PASSWORD },
    viewport: { width: 1600, height: 1000 },
  });
  return context.newPage();
}

/** Starts a draft from the studio's front page; answers its id once its studio is open. */
async function startDraft(page: Page, title: string): Promise<string> {
  await page.goto(`${host.origin}/`);
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByRole('button', { name: 'Start draft' }).click();
  await page.waitForURL(/\/drafts\/[0-9]{8}-[0-9a-f]{6}\/__studio/, { timeout: 60_000 });
  return /\/drafts\/([0-9]{8}-[0-9a-f]{6})\//.exec(page.url())?.[1] as string;
}

/** Opens a file of the draft, replaces `from` by `to` in the editor (as a paste of the whole text), and saves it. */
async function edit(
  page: Page,
  client: Client,
  id: string,
  file: string,
  from: string,
  to: string,
): Promise<void> {
  const name = file.split('/').at(-1)?.replace('.json', '') as string;
  await page
    .getByRole('navigation', { name: 'Files' })
    .getByRole('button', { name: new RegExp(`^${name}`) })
    .first()
    .click({ timeout: 180_000 });
  const editor = page.getByRole('textbox', { name: `Source of ${file}` });
  await editor.waitFor({ timeout: 60_000 });
  // The editor draws only the lines in view: the whole text is the file's, as the studio opened it.
  const { text } = await client.file(id, file);
  expect(text).toContain(from);
  await editor.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.insertText(text.replace(from, to));
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page
    .getByRole('status')
    .filter({ hasText: /^Saved / })
    .waitFor({ timeout: 60_000 });
}

/** Gives the Filipino of the texts the save added, in the studio's Translations panel of the file. */
async function translate(page: Page, file: string, translations: Record<string, string>): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Files' })
    .getByRole('button', { name: /^Translations/ })
    .click();
  await page.getByRole('heading', { name: 'Translations (Filipino)' }).waitFor({ timeout: 60_000 });
  for (const [english, filipino] of Object.entries(translations))
    await page.getByRole('textbox', { name: `Filipino for “${english}”` }).fill(filipino);
  await page.getByRole('button', { name: 'Save translations' }).click();
  await page
    .getByRole('status')
    .filter({ hasText: /^Saved \d+ translations? to locales\/fil\.po/ })
    .waitFor({ timeout: 60_000 });
  // The panel reads the catalog again after the save: every text of the file is then translated.
  const table = page.getByRole('table', { name: `Texts of ${file}` });
  await expect
    .poll(() => table.textContent(), { timeout: 30_000 })
    .not.toMatch(/untranslated|not in the catalog yet/);
}

async function propose(page: Page, why: string): Promise<void> {
  await page.reload();
  await page.getByRole('textbox', { name: 'Why' }).fill(why);
  await page.getByRole('button', { name: 'Propose' }).click();
  await page.getByText('Proposed: waiting for approval').first().waitFor({ timeout: 30_000 });
}

it('two editors propose at once, the approver reviews, approves and publishes both; the remote main passes the checker', async () => {
  const [a, b, c] = await Promise.all([signOn('a'), signOn('b'), signOn('c')]);
  const [partDraft, screenDraft] = await Promise.all([
    startDraft(a, 'Clearer picture hint'),
    startDraft(b, 'About the company'),
  ]);
  await Promise.all([
    edit(
      a,
      clientOf(host, 'a'),
      partDraft,
      PART,
      'Tap a picture to enlarge it.',
      'Tap a picture to see it bigger.',
    ),
    edit(b, clientOf(host, 'b'), screenDraft, SCREEN, '"title": "About us"', '"title": "About the company"'),
  ]);
  await translate(a, PART, {
    'Tap a picture to see it bigger.': 'Pindutin ang larawan para lumaki ito.',
  });
  await translate(b, SCREEN, { 'About the company': 'Tungkol sa kumpanya' });
  await Promise.all([
    propose(a, 'Borrowers did not know the pictures open.'),
    propose(b, 'The page is about the company, not the team.'),
  ]);

  // A is an editor: no Approve, and the service refuses it too.
  expect(await a.getByRole('button', { name: 'Approve' }).count()).toBe(0);
  expect((await clientOf(host, 'a').act(partDraft, 'approve')).status).toBe(403);

  // C sees both proposals, opens A's review: the screens the part is in.
  await c.goto(`${host.origin}/__studio`);
  const waiting = c.getByRole('region', { name: 'Waiting for approval' });
  await waiting.getByText('Clearer picture hint').waitFor({ timeout: 60_000 });
  await waiting.getByText('About the company', { exact: true }).first().waitFor();
  await c.goto(`${host.origin}/drafts/${partDraft}/__studio?view=changes`);
  const changed = c.getByRole('list', { name: 'Changed screens' });
  await changed.getByRole('listitem').first().waitFor({ timeout: 180_000 });
  const reviewed = await changed.textContent();
  // The part is in the pay instructions (carpmm): that screen is the one its review shows.
  expect(reviewed).toContain('screens/carpmm.json');
  expect(reviewed).not.toContain(SCREEN);

  for (const draft of [partDraft, screenDraft]) {
    await c.goto(`${host.origin}/drafts/${draft}/__studio`);
    await c.getByRole('button', { name: 'Approve' }).click({ timeout: 180_000 });
    await c.getByRole('button', { name: 'Publish' }).click({ timeout: 60_000 });
    await c.waitForURL(`${host.origin}/__studio**`, { timeout: 180_000 });
  }

  const checkout = mkdtempSync(join(tmpdir(), 'studio-remote-'));
  git(checkout, 'clone', '-q', host.remote, '.');
  symlinkSync(join(process.cwd(), 'node_modules'), join(checkout, 'node_modules'));
  expect(readFileSync(join(checkout, PART), 'utf8')).toContain('Tap a picture to see it bigger.');
  expect(readFileSync(join(checkout, SCREEN), 'utf8')).toContain('"title": "About the company"');
  const merges = git(checkout, 'log', '--first-parent', '--format=%H', '-2').trim().split('\n');
  const authors = merges.map((merge) =>
    git(checkout, 'log', '--format=%ae', `${merge}^1..${merge}^2`).trim().split('\n'),
  );
  expect(authors.flat()).toEqual(expect.arrayContaining(['a@lender.ph', 'b@lender.ph']));
  for (const merge of merges)
    expect(git(checkout, 'log', '-1', '--format=%B', merge)).toMatch(/\nApproved-by: c@lender\.ph\n/);
  execFileSync(
    process.execPath,
    [join(process.cwd(), 'node_modules/tsx/dist/cli.mjs'), 'scripts/check-screens.ts'],
    {
      cwd: checkout,
      stdio: 'pipe',
    },
  );
}, 900_000);

it('A and B change the same line: the second to publish is shown both sides, its author settles it in the studio, and both texts stay in the history', async () => {
  const clientA = clientOf(host, 'a');
  const clientB = clientOf(host, 'b');
  const clientC = clientOf(host, 'c');
  // The drafts, written and approved through the service's calls (the test above does it in the studio).
  const line = '"title": "About the company"';
  const [first, second] = await Promise.all([
    clientA.startDraft('Who we are'),
    clientB.startDraft('Our company'),
  ]);
  await changeText(clientA, first.id, SCREEN, line, '"title": "Who we are"', { 'Who we are': 'Sino kami' });
  await changeText(clientB, second.id, SCREEN, line, '"title": "Our company"', {
    'Our company': 'Aming kumpanya',
  });
  for (const [client, draft] of [
    [clientA, first],
    [clientB, second],
  ] as const) {
    await client.ok(client.act(draft.id, 'propose', { why: `The title: ${draft.title}` }));
    await clientC.ok(clientC.act(draft.id, 'approve'));
  }
  await clientC.ok(clientC.act(first.id, 'publish'));

  // C publishes B's draft in the studio: refused, the studio shows the line as each side has it.
  const c = await signOn('c');
  await c.goto(`${host.origin}/drafts/${second.id}/__studio`);
  await c.getByRole('button', { name: 'Publish' }).click({ timeout: 180_000 });
  await c.getByRole('heading', { name: 'Settle conflicts' }).waitFor({ timeout: 120_000 });
  expect(await c.getByRole('region', { name: `This draft: ${SCREEN}` }).textContent()).toContain(
    '"title": "Our company"',
  );
  expect(await c.getByRole('region', { name: `Published now: ${SCREEN}` }).textContent()).toContain(
    '"title": "Who we are"',
  );

  // B, its author, opens the draft on its conflicts and writes the line as it should be.
  const b = await signOn('b');
  await b.goto(`${host.origin}/drafts/${second.id}/__studio`);
  const settled = b.getByRole('textbox', { name: `Settled text of ${SCREEN}` });
  await settled.waitFor({ timeout: 120_000 });
  const draftText = await settled.inputValue();
  expect(draftText).toContain('"title": "Our company"');
  await settled.fill(draftText.replace('"title": "Our company"', '"title": "Who we are: our company"'));
  await b.getByRole('button', { name: 'Settle', exact: true }).click();
  await b.getByRole('heading', { name: 'Settle conflicts' }).waitFor({ state: 'detached', timeout: 120_000 });
  // Then gives the settled line its Filipino, in the file's Translations panel.
  await b
    .getByRole('navigation', { name: 'Files' })
    .getByRole('button', { name: /^aboutUs/ })
    .first()
    .click();
  await translate(b, SCREEN, { 'Who we are: our company': 'Sino kami: aming kumpanya' });

  // C publishes it (approving it again if the new text asked for that).
  await c.goto(`${host.origin}/drafts/${second.id}/__studio`);
  if ((await clientB.draft(second.id)).status !== 'approved')
    await c.getByRole('button', { name: 'Approve' }).click({ timeout: 180_000 });
  await c.getByRole('button', { name: 'Publish' }).click({ timeout: 180_000 });
  await c.waitForURL(`${host.origin}/__studio**`, { timeout: 180_000 });

  const checkout = mkdtempSync(join(tmpdir(), 'studio-remote-'));
  git(checkout, 'clone', '-q', host.remote, '.');
  expect(readFileSync(join(checkout, SCREEN), 'utf8')).toContain('"title": "Who we are: our company"');
  const history = git(checkout, 'log', '-p', '--format=%an', '--', SCREEN);
  expect(history).toContain('+  "title": "Who we are",');
  expect(history).toContain('+  "title": "Our company",');
}, 600_000);
