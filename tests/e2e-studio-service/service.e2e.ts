import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Draft, HistoryEntry } from '../../studio/serviceTypes';
import { type Client, changeText, clientOf } from './client';
import { PROXY_SECRET, type ServiceHost, startServiceHost } from './serviceHost';

// The studio service's calls as a team makes them, through nginx as the sign-on proxy, with a bare
// repository as the remote (DESIGN §13). The browser test (team.e2e.ts) does the same through the page.

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'core.hooksPath=/dev/null', ...args], { cwd, encoding: 'utf8' });

let host: ServiceHost;
let a: Client;
let b: Client;
let c: Client;
let v: Client;

beforeAll(async () => {
  host = await startServiceHost();
  [a, b, c, v] = (['a', 'b', 'c', 'v'] as const).map((who) => clientOf(host, who)) as [
    Client,
    Client,
    Client,
    Client,
  ];
}, 120_000);

afterAll(async () => {
  await host?.stop();
});

/** The published branch of the remote, checked out fresh. */
function remoteMain(): string {
  const checkout = mkdtempSync(join(tmpdir(), 'studio-remote-'));
  git(checkout, 'clone', '-q', host.remote, '.');
  // Its scripts run with the project's packages.
  symlinkSync(join(process.cwd(), 'node_modules'), join(checkout, 'node_modules'));
  return checkout;
}

describe('who may do what', () => {
  it('answers 401 and reads nothing without the proxy', async () => {
    // Straight to the service, past nginx: a forged email without the proxy's proof.
    const attempts: Record<string, string>[] = [
      {},
      { 'X-Forwarded-Email': 'c@lender.ph' },
      { 'X-Forwarded-Email': 'c@lender.ph', 'X-Studio-Proxy-Secret': 'guess' },
    ];
    for (const headers of attempts) {
      for (const path of ['__service/api/drafts', '__studio', '__service/api/me']) {
        const response = await fetch(`${host.direct}/${path}`, { headers });
        expect(response.status, `${path} ${JSON.stringify(headers)}`).toBe(401);
      }
      const post = await fetch(`${host.direct}/__service/api/drafts`, {
        method: 'POST',
        headers: { ...headers, Origin: host.direct, 'Content-Type': 'application/json' },
        body: '{"title":"forged"}',
      });
      expect(post.status).toBe(401);
    }
    // nginx without a signed-on person: its own 401.
    expect((await fetch(`${host.origin}/__service/api/drafts`)).status).toBe(401);
    // A person signed on cannot name another: nginx sets the email from the sign-on.
    const me = await fetch(`${host.origin}/__service/api/me`, {
      headers: { ...a.headers, 'X-Forwarded-Email': 'c@lender.ph' },
    });
    expect(((await me.json()) as { email: string }).email).toBe('a@lender.ph');
    const proven = await fetch(`${host.direct}/__service/api/me`, {
      headers: { 'X-Forwarded-Email': 'c@lender.ph', 'X-Studio-Proxy-Secret': PROXY_SECRET },
    });
    expect(proven.status).toBe(200);
    const drafts = await c.ok(c.get<Draft[]>('__service/api/drafts'));
    expect(drafts.every((draft) => draft.title !== 'forged')).toBe(true);
  });

  it('refuses a change from another origin, without a role, or outside the writable folders', async () => {
    const draft = await a.startDraft('Refusals');
    const file = await a.file(draft.id, 'screens/aboutUs.json');
    const changed = file.text.replace('"About us"', '"About the company"');
    const save = `drafts/${draft.id}/__studio/api/save`;
    for (const origin of ['http://evil.example', undefined]) {
      const response = await fetch(`${host.origin}/${save}`, {
        method: 'POST',
        headers: {
          Authorization: a.headers.Authorization,
          'Content-Type': 'application/json',
          ...(origin ? { Origin: origin } : {}),
        },
        body: JSON.stringify({ file: 'screens/aboutUs.json', text: changed, version: file.version }),
      });
      expect(response.status, String(origin)).toBe(403);
    }
    const cross = await fetch(`${host.origin}/__service/api/drafts`, {
      method: 'POST',
      headers: {
        Authorization: a.headers.Authorization,
        'Content-Type': 'application/json',
        Origin: 'http://evil.example',
      },
      body: '{"title":"cross"}',
    });
    expect(cross.status).toBe(403);
    // A reader with no role reads, and changes nothing.
    expect((await v.get(`drafts/${draft.id}/__studio/api/file?path=screens%2FaboutUs.json`)).status).toBe(
      200,
    );
    expect((await v.save(draft.id, 'screens/aboutUs.json', changed, file.version)).status).toBe(403);
    expect((await v.post('__service/api/drafts', { title: 'mine' })).status).toBe(403);
    expect((await v.act(draft.id, 'comments', { text: 'hi' })).status).toBe(403);
    // Another editor does not write into A's draft.
    expect((await b.save(draft.id, 'screens/aboutUs.json', changed, file.version)).status).toBe(403);
    // Paths outside the writable folders, and a link inside one.
    const tree = join(host.dir, 'studio', 'drafts', draft.id);
    symlinkSync('../package.json', join(tree, 'screens', 'linked.json'));
    for (const path of [
      '../package.json',
      'screens/../package.json',
      '/etc/passwd',
      `${tree}/screens/aboutUs.json`,
    ])
      expect((await a.save(draft.id, path, '{}')).status, path).toBe(400);
    expect((await a.save(draft.id, 'screens/linked.json', changed)).status).toBe(403);
    expect(readFileSync(join(tree, 'package.json'), 'utf8')).toContain('"name"');
    // The approver's own steps on A's draft need A to propose first, and A may not approve it.
    expect((await a.act(draft.id, 'approve')).status).toBe(403);
    expect(git(tree, 'status', '--porcelain', '--untracked-files=no')).toBe('');
  });

  it("writes a brand's art checked, as a commit of its editor, and refuses what is no picture", async () => {
    const draft = await a.startDraft('New icon');
    const art = `drafts/${draft.id}/__studio/api/art`;
    const icon =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><circle cx="4" cy="4" r="3"/></svg>';
    const data = (text: string) => Buffer.from(text).toString('base64');
    const saved = await a.post<{ saved: boolean; replaced: boolean }>(art, {
      file: 'brands/kwartanow/icon.svg',
      data: data(icon),
    });
    expect(saved).toEqual({
      status: 200,
      body: { saved: true, file: 'brands/kwartanow/icon.svg', replaced: true },
    });
    const tree = join(host.dir, 'studio', 'drafts', draft.id);
    expect(readFileSync(join(tree, 'brands/kwartanow/icon.svg'), 'utf8')).toBe(icon);
    expect(git(tree, 'log', '-1', '--format=%ae %s')).toBe('a@lender.ph Replace brands/kwartanow/icon.svg\n');
    // A script in an SVG, a picture outside the brands, a reader, another origin: nothing written.
    const script = icon.replace('<circle', '<script>alert(1)</script><circle');
    expect((await a.post(art, { file: 'brands/kwartanow/icon.svg', data: data(script) })).status).toBe(422);
    expect((await a.post(art, { file: 'src/logo.svg', data: data(icon) })).status).toBe(403);
    expect((await a.post(art, { file: 'brands/kwartanow/../../x.svg', data: data(icon) })).status).toBe(403);
    expect((await v.post(art, { file: 'brands/kwartanow/icon.svg', data: data(script) })).status).toBe(403);
    const cross = await fetch(`${host.origin}/${art}`, {
      method: 'POST',
      headers: { Authorization: a.headers.Authorization, Origin: 'http://evil.example' },
      body: JSON.stringify({ file: 'brands/kwartanow/icon.svg', data: data(script) }),
    });
    expect(cross.status).toBe(403);
    expect(readFileSync(join(tree, 'brands/kwartanow/icon.svg'), 'utf8')).toBe(icon);
    expect(git(tree, 'status', '--porcelain')).toBe('');
  });

  it('keeps both saves of one draft from two tabs: the second gets the newer text', async () => {
    const draft = await a.startDraft('Two tabs');
    const opened = await a.file(draft.id, 'screens/aboutUs.json');
    const first = opened.text.replace('"About us"', '"About the lender"');
    const second = opened.text.replace('"About us"', '"About this app"');
    expect((await a.save(draft.id, 'screens/aboutUs.json', first, opened.version)).status).toBe(200);
    const refused = await a.save(draft.id, 'screens/aboutUs.json', second, opened.version);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ saved: false, conflict: { newer: { text: first } } });
    expect((await a.file(draft.id, 'screens/aboutUs.json')).text).toBe(first);
    const log = git(join(host.dir, 'studio', 'drafts', draft.id), 'log', '--format=%an <%ae>|%s', '-1');
    expect(log.trim()).toBe('a <a@lender.ph>|Edit screens/aboutUs.json');
  });
});

describe('experiments (DESIGN §14)', () => {
  it("saves a variant's file and its experiment in a draft, each checked as a screen is", async () => {
    const variant = 'experiments/goLoanButton/b.json';
    const experiment = 'experiments/goLoanButton.json';
    const draft = await a.startDraft('Variant copy');
    const opened = await a.file(draft.id, variant);
    // The draft's studio previews the variant as itself, not as the split gives the session's device.
    expect(opened.previews.map((preview) => preview.query)).toContainEqual({ variant: 'goLoanButton:b' });
    expect(new Set(opened.previews.map((preview) => preview.query?.variant))).toEqual(
      new Set(['goLoanButton:b']),
    );
    // Routes of its own: refused by the experiment's check, nothing committed.
    const moved = await a.save(
      draft.id,
      variant,
      opened.text.replace('"/loanConfirm"', '"/cash"'),
      opened.version,
    );
    expect(moved.status).toBe(422);
    expect(JSON.stringify(moved.body)).toContain('a variant has the routes of');
    const relabelled = opened.text.replace('"Go Loan: get my cash now"', '"Get my cash today"');
    expect((await a.save(draft.id, variant, relabelled, opened.version)).status).toBe(200);
    const tree = join(host.dir, 'studio', 'drafts', draft.id);
    expect(git(tree, 'log', '--format=%an|%s', '-1').trim()).toBe(`a|Edit ${variant}`);
    // The experiment itself: shares that do not add up are refused; a new description is saved.
    const file = await a.file(draft.id, experiment);
    const overshared = file.text.replace('"share": 50', '"share": 60');
    expect((await a.save(draft.id, experiment, overshared, file.version)).status).toBe(422);
    const described = file.text.replace('"description": "Does', '"description": "Asks: does');
    expect(described).not.toBe(file.text);
    expect((await a.save(draft.id, experiment, described, file.version)).status).toBe(200);
    expect(git(tree, 'log', '--format=%s', '-1').trim()).toBe(`Edit ${experiment}`);
  });
});

describe('propose, approve, publish', () => {
  it('publishes two drafts of two editors, each a merge approved by C, and the remote passes the checker', async () => {
    const partDraft = await a.startDraft('Clearer picture hint');
    const screenDraft = await b.startDraft('About the company');
    await changeText(
      a,
      partDraft.id,
      'screens/parts/guideWay.json',
      'Tap a picture to enlarge it.',
      'Tap a picture to see it bigger.',
      {
        'Tap a picture to see it bigger.': 'Pindutin ang larawan para lumaki ito.',
      },
    );
    await changeText(
      b,
      screenDraft.id,
      'screens/aboutUs.json',
      '"title": "About us"',
      '"title": "About the company"',
      {
        'About the company': 'Tungkol sa kumpanya',
      },
    );
    expect((await a.draft(partDraft.id)).files).toEqual(['locales/fil.po', 'screens/parts/guideWay.json']);
    expect((await a.act(partDraft.id, 'propose', { why: '' })).status).toBe(422);
    await a.ok(a.act(partDraft.id, 'propose', { why: 'Borrowers did not know the pictures open.' }));
    await b.ok(b.act(screenDraft.id, 'propose', { why: 'The page is about the company, not the team.' }));
    // Nobody approves their own draft; an editor approves nothing.
    expect((await b.act(screenDraft.id, 'approve')).status).toBe(403);
    expect((await c.act(partDraft.id, 'publish')).status).toBe(409);
    const approved = await c.ok(c.act(partDraft.id, 'approve'));
    expect(approved).toMatchObject({ status: 'approved', approvedBy: 'c@lender.ph' });
    await c.ok(c.act(screenDraft.id, 'approve'));
    const published = await c.ok(c.act(partDraft.id, 'publish'));
    expect(published.status).toBe('published');
    await c.ok(c.act(screenDraft.id, 'publish'));

    const checkout = remoteMain();
    const merges = git(checkout, 'log', '--first-parent', '--format=%H', '-2').trim().split('\n');
    for (const [merge, author, why, draft] of [
      [merges[0], 'b <b@lender.ph>', 'The page is about the company, not the team.', screenDraft.id],
      [merges[1], 'a <a@lender.ph>', 'Borrowers did not know the pictures open.', partDraft.id],
    ] as const) {
      expect(
        git(checkout, 'rev-list', '--parents', '-n', '1', merge as string)
          .trim()
          .split(' '),
      ).toHaveLength(3);
      const message = git(checkout, 'log', '-1', '--format=%B', merge as string);
      expect(message).toContain(why);
      expect(message).toMatch(new RegExp(`\\n\\nDraft: ${draft}\\nApproved-by: c@lender.ph\\n`));
      expect(
        git(checkout, 'log', '--format=%an <%ae>', `${merge}^1..${merge}^2`).trim().split('\n'),
      ).toContain(author);
    }
    expect(readFileSync(join(checkout, 'screens/parts/guideWay.json'), 'utf8')).toContain(
      'Tap a picture to see it bigger.',
    );
    expect(readFileSync(join(checkout, 'screens/aboutUs.json'), 'utf8')).toContain(
      '"title": "About the company"',
    );
    execFileSync(
      process.execPath,
      [join(process.cwd(), 'node_modules/tsx/dist/cli.mjs'), 'scripts/check-screens.ts'],
      {
        cwd: checkout,
        stdio: 'pipe',
      },
    );

    const history = (
      await c.ok(c.get<HistoryEntry[]>('__service/api/history?path=screens%2FaboutUs.json'))
    )[0];
    expect(history).toMatchObject({
      why: 'The page is about the company, not the team.',
      authors: ['b <b@lender.ph>'],
      approvedBy: 'c@lender.ph',
      draft: screenDraft.id,
    });
  }, 240_000);

  it('shows a conflict to the second to publish, keeps both texts, and publishes once settled', async () => {
    const first = await a.startDraft('Title A');
    const second = await b.startDraft('Title B');
    const line = '"title": "About the company"';
    await changeText(a, first.id, 'screens/aboutUs.json', line, '"title": "Who we are"', {
      'Who we are': 'Sino kami',
    });
    await changeText(b, second.id, 'screens/aboutUs.json', line, '"title": "Our company"', {
      'Our company': 'Aming kumpanya',
    });
    for (const [client, draft] of [
      [a, first],
      [b, second],
    ] as const) {
      await client.ok(client.act(draft.id, 'propose', { why: `Title by ${draft.title}` }));
      await c.ok(c.act(draft.id, 'approve'));
    }
    await c.ok(c.act(first.id, 'publish'));
    const refused = await c.act(second.id, 'publish');
    expect(refused.status).toBe(409);
    const conflicted = (refused.body as unknown as { draft: Draft }).draft;
    expect(conflicted.status).toBe('conflict');
    const conflict = conflicted.conflicts?.find((x) => x.file === 'screens/aboutUs.json');
    expect(conflict?.draft).toContain('"title": "Our company"');
    expect(conflict?.published).toContain('"title": "Who we are"');
    // Nothing was published, and the draft kept its text.
    expect(readFileSync(join(remoteMain(), 'screens/aboutUs.json'), 'utf8')).toContain(
      '"title": "Who we are"',
    );
    const files = (conflicted.conflicts ?? []).map(({ file, draft }) => ({
      file,
      text:
        file === 'screens/aboutUs.json'
          ? draft.replace('"title": "Our company"', '"title": "Who we are: our company"')
          : draft,
    }));
    expect(
      (await b.act(second.id, 'settle', { files: [{ file: 'screens/aboutUs.json', text: '{ not json' }] }))
        .status,
    ).toBe(422);
    // The catalog, if it conflicted too, is settled as the draft had it; then its new text translated.
    const settled = await b.ok(b.act(second.id, 'settle', { files }));
    expect(settled.status).toBe('approved');
    await changeText(
      b,
      second.id,
      'screens/aboutUs.json',
      '"title": "Who we are: our company"',
      '"title": "Who we are: our company"',
      {
        'Who we are: our company': 'Sino kami: aming kumpanya',
      },
    );
    const draftNow = await b.draft(second.id);
    if (draftNow.status !== 'approved') await c.ok(c.act(second.id, 'approve'));
    await c.ok(c.act(second.id, 'publish'));
    const checkout = remoteMain();
    expect(readFileSync(join(checkout, 'screens/aboutUs.json'), 'utf8')).toContain(
      '"title": "Who we are: our company"',
    );
    const texts = git(checkout, 'log', '-p', '--format=%an', '--', 'screens/aboutUs.json');
    expect(texts).toContain('+  "title": "Who we are",');
    expect(texts).toContain('+  "title": "Our company",');
  }, 240_000);

  it('keeps every draft, proposal and comment across a restart, and undoes a publish in a new draft', async () => {
    const draft = await a.startDraft('Kept across a restart');
    await changeText(
      a,
      draft.id,
      'screens/aboutUs.json',
      '"title": "Who we are: our company"',
      '"title": "Who we are"',
      {},
    );
    await a.ok(a.act(draft.id, 'propose', { why: 'Shorter.' }));
    await c.ok(c.act(draft.id, 'comments', { text: 'Looks right; waiting for legal.' }));
    await host.restart();
    const kept = await c.draft(draft.id);
    expect(kept).toMatchObject({ status: 'proposed', why: 'Shorter.' });
    expect(kept.files).toContain('screens/aboutUs.json');
    expect(kept.notes.map((note) => [note.kind, note.by, note.text])).toEqual([
      ['proposed', 'a@lender.ph', 'Shorter.'],
      ['comment', 'c@lender.ph', 'Looks right; waiting for legal.'],
    ]);
    expect((await a.file(draft.id, 'screens/aboutUs.json')).text).toContain('"title": "Who we are"');

    const [latest] = await c.ok(c.get<HistoryEntry[]>('__service/api/history?path=screens%2FaboutUs.json'));
    const undo = await a.ok(a.post<Draft>('__service/api/undo', { commit: latest?.commit }), 201);
    expect(undo.title).toMatch(/^Undo: /);
    expect((await a.file(undo.id, 'screens/aboutUs.json')).text).toContain('"title": "Who we are"');
  }, 240_000);
});
