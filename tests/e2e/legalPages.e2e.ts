import { brand, literally } from './brand';
import type { App } from './fixtures';
import { expect, test } from './fixtures';

test.override({ reuse: true });

const SESSION = 'sessionId=s-1&appVersion=1.0.0';

/** Waits for the page title (the visible h2; the h1 is the screen title for screen readers). */
async function openPage(app: App, path: string, title: string): Promise<void> {
  await app.open(`${path}?${SESSION}`);
  await app.page.getByRole('heading', { name: title, level: 2 }).waitFor();
}

/** The headings the borrower can see, in page order. */
async function headings(app: App, level: number): Promise<string[]> {
  return app.page.getByRole('heading', { level }).allInnerTexts();
}

/** Resolves with the first `mailto:` address the page tries to open; a mail app is not there to follow it. */
function nextMailto(app: App): Promise<string> {
  return new Promise<string>((resolve) => {
    app.page.on('framenavigated', (frame) => {
      if (frame.url().startsWith('mailto:')) resolve(frame.url());
    });
    app.page.on('request', (request) => {
      if (request.url().startsWith('mailto:')) resolve(request.url());
    });
  });
}

async function tapAndReadMailto(app: App, row: ReturnType<App['page']['getByRole']>): Promise<unknown> {
  const mailto = nextMailto(app);
  await row.click();
  return Promise.race([mailto, new Promise((resolve) => setTimeout(() => resolve('none'), 3000))]);
}

test('about us shows its sections and the e-mail row opens the mail composer', async ({ app }) => {
  await openPage(app, '/aboutUs', 'About us');
  await expect
    .poll(() => headings(app, 3))
    .toEqual([
      `Welcome to ${brand.name}`,
      'Our mission',
      'Why borrowers choose us',
      'Our team',
      'Contact us',
    ]);
  expect(await app.page.getByRole('list', { name: 'Our advantages' }).getByRole('listitem').count()).toBe(5);
  // Static text: the screen calls no endpoint.
  expect(await app.requests()).toEqual([]);

  const emailRow = app.page.getByRole('button', {
    name: new RegExp(`E-mail\\s*${literally(brand.supportEmail)}`),
  });
  expect(await tapAndReadMailto(app, emailRow)).toBe(`mailto:${brand.supportEmail}`);
});

test("about us' phone row asks the host to call the brand's service phone", async ({ app }) => {
  await openPage(app, '/aboutUs', 'About us');
  await app.page
    .getByRole('button', { name: new RegExp(`^Phone\\s*${literally(brand.servicePhone)}`) })
    .click();
  await expect
    .poll(() => app.bridge())
    .toEqual([{ action: 'callPhone', params: { phone: brand.servicePhone } }]);
});

test('the privacy policy shows every section and the lender contract fields', async ({ app }) => {
  await openPage(app, '/privacyPolicy', 'Privacy policy');
  const sections = [
    'Lender information',
    'Information we collect',
    'How we use your information',
    'Disclosure of your information',
    'Cookies',
    'Device information',
    'Minors',
    'Password security',
    'Opting out',
    'Grievance officer',
  ];
  await expect.poll(() => headings(app, 3)).toEqual(['Contents', ...sections]);
  for (const name of sections) {
    expect(await app.page.getByRole('heading', { name, exact: true }).isVisible()).toBe(true);
  }

  const lender = app.page.getByRole('definition');
  await expect
    .poll(() => app.page.getByRole('term').allInnerTexts())
    .toEqual(['Lender name', 'SEC Registration No.', 'Certificate of Authority No.']);
  await expect
    .poll(() => lender.allInnerTexts())
    .toEqual([brand.legalName, brand.secRegistrationNo, brand.certificateOfAuthorityNo]);
  expect(await app.requests()).toEqual([]);
});

test('a contents entry of the privacy policy scrolls to its section and moves the focus there', async ({
  app,
}) => {
  await openPage(app, '/privacyPolicy', 'Privacy policy');
  const heading = app.page.getByRole('heading', { name: 'Password security' });
  const outOfView = (top: number) => top < 0 || top >= 844;
  expect(outOfView((await heading.boundingBox())?.y ?? -1)).toBe(true);

  await app.page
    .getByRole('region', { name: 'Contents' })
    .getByRole('button', { name: 'Password security' })
    .click();
  // Smooth scrolling takes a moment: wait until the heading sits in the viewport.
  await app.page.waitForFunction(() => {
    const target = [...document.querySelectorAll('h3')].find((h) => h.textContent === 'Password security');
    const top = target?.getBoundingClientRect().top ?? -1;
    return top >= 0 && top < window.innerHeight / 2;
  });
  expect(await heading.evaluate((node) => node.parentElement === document.activeElement)).toBe(true);
});

test('the grievance officer row writes to the lender with a subject', async ({ app }) => {
  await openPage(app, '/privacyPolicy', 'Privacy policy');
  const row = app.page.getByRole('button', { name: /E-mail/ });
  expect(await tapAndReadMailto(app, row)).toBe(`mailto:${brand.supportEmail}?subject=Privacy%20concern`);
});

test('the loan terms name the lender and state every term of SPEC §5 and §9', async ({ app }) => {
  await openPage(app, '/loanTerms', 'Loan terms');
  await expect
    .poll(() => headings(app, 3))
    .toEqual([
      'Key terms at a glance',
      '1. The lender',
      '2. Who can borrow',
      '3. Loan amount and term',
      '4. Application, approval and credit',
      '5. Repayment and early repayment',
      '6. Late payment',
      '7. Changes to your personal details',
      '8. Assignment',
      '9. Default and collection',
      '10. Governing law and judgement',
      '11. Privacy and contact',
    ]);

  const text = (await app.page.getByRole('main').textContent()) ?? '';
  for (const term of [
    brand.legalName,
    'SEC Registration No. CS201912345',
    'Certificate of Authority No. 3012',
    'a term of 91 to 365 calendar days',
    'a Filipino adult over 18 years old',
    'only after half of the loan term has passed and at least 7 days after the loan was disbursed',
    'A one-time late penalty of ₱1,000 for new clients, or ₱800 for repeat clients.',
    'A daily late penalty of 5% of the unpaid amount from day 1 to day 30 of delay.',
    'A daily late penalty of 4% of the unpaid amount from day 31 to day 90 of delay.',
    'A daily late penalty of 2% of the unpaid amount from day 91 of delay onwards.',
    'We decide on a complete application within 1 day.',
    'within 1 to 3 days after you accept',
    'within 3 days of any change in your name',
    'at least 7 business days before the assignment takes effect',
    'within 10 days of the judgement',
  ]) {
    expect(text).toContain(term);
  }
  expect(await app.requests()).toEqual([]);
});

test('the loan terms link to the privacy policy', async ({ app }) => {
  await openPage(app, '/loanTerms', 'Loan terms');
  await app.page.getByRole('button', { name: 'Read the privacy policy' }).click();
  await app.page.getByRole('heading', { name: 'Privacy policy', level: 2 }).waitFor();
  const url = new URL(app.page.url());
  expect(url.pathname).toBe('/privacyPolicy');
  // The session is kept, its secrets out of the address (DESIGN §3).
  expect(url.searchParams.get('sessionId')).toBeNull();
});
