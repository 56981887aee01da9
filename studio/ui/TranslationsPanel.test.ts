import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StudioLocales, StudioTranslations } from '../studioTypes';
import { Studio } from './Studio';
import { TranslationsPanel } from './TranslationsPanel';
import { fakeFetch } from './testing/fakeFetch';
import { stubRangeLayout } from './testing/rangeLayout';
import { FILE, OPENED, studioRoutes } from './testing/studioRoutes';

stubRangeLayout();
afterEach(() => vi.unstubAllGlobals());

const READ = `GET /__studio/api/translations?path=${encodeURIComponent(FILE)}&locale=fil`;
const SAVE = 'POST /__studio/api/translations';
const LOCALES: StudioLocales = {
  locales: [
    { id: 'en', name: 'English' },
    { id: 'fil', name: 'Filipino' },
  ],
};
const TRANSLATIONS: StudioTranslations = {
  file: FILE,
  locale: 'fil',
  catalog: 'locales/fil.po',
  version: 'c1',
  texts: [
    { id: 'Order', translation: 'Order', state: 'translated', line: 2 },
    { id: 'Repay now', translation: '', state: 'untranslated', line: 5 },
    { id: 'Amount due', translation: 'Halagang babayaran', state: 'stale', previous: 'Amount', line: 7 },
    { id: 'Bank tip', translation: '', state: 'missing', line: 9 },
  ],
};

function renderPanel(readOnly?: string) {
  const onSaved = vi.fn();
  render(
    createElement(TranslationsPanel, {
      file: FILE,
      locales: LOCALES,
      readOnly,
      hidden: false,
      diskVersion: 0,
      onSaved,
      onDirty: () => {},
    }),
  );
  return onSaved;
}

/** The table row of a text, found by its translation's textbox. */
const row = (english: string) =>
  within(screen.getByRole('textbox', { name: `Filipino for “${english}”` }).closest('tr') as HTMLElement);

describe('TranslationsPanel', () => {
  it('lists the file’s texts in the catalog with their state and translation', async () => {
    fakeFetch({ [READ]: { body: TRANSLATIONS } });
    renderPanel();
    expect(screen.getByRole('heading', { name: 'Translations (Filipino)' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: `Texts of ${FILE}` });
    expect(within(table).getAllByRole('row')).toHaveLength(5);
    expect(row('Order').getByText('translated')).toBeInTheDocument();
    expect(row('Repay now').getByText('untranslated')).toBeInTheDocument();
    expect(row('Amount due').getByText('stale: was translated for “Amount”')).toBeInTheDocument();
    expect(row('Bank tip').getByText('not in the catalog yet')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Filipino for “Order”' })).toHaveValue('Order');
    expect(screen.getByRole('textbox', { name: 'Filipino for “Repay now”' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Filipino for “Amount due”' })).toHaveValue(
      'Halagang babayaran',
    );
  });

  it('saves the changed translations and those not translated yet, then reads them again', async () => {
    const { requests } = fakeFetch({
      [READ]: { body: TRANSLATIONS },
      [SAVE]: { body: { saved: true, file: 'locales/fil.po', version: 'c2' } },
    });
    const onSaved = renderPanel();
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'Filipino for “Repay now”' }),
      'Magbayad',
    );
    const order = screen.getByRole('textbox', { name: 'Filipino for “Order”' });
    await userEvent.clear(order);
    await userEvent.type(order, 'Order ko');

    await userEvent.click(screen.getByRole('button', { name: 'Save translations' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Saved 3 translations to locales/fil.po');
    // The stale one is confirmed as it stands; the untouched missing one (empty) is not sent.
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      locale: 'fil',
      texts: [
        { id: 'Order', translation: 'Order ko' },
        { id: 'Repay now', translation: 'Magbayad' },
        { id: 'Amount due', translation: 'Halagang babayaran' },
      ],
    });
    expect(onSaved).toHaveBeenCalledWith('locales/fil.po');
    await waitFor(() => expect(requests.filter((request) => request.method === 'GET')).toHaveLength(2));
  });

  it('shows the problems of a refused save in an alert', async () => {
    const problem = '"Repay now": the translation drops the hole {amount}';
    fakeFetch({
      [READ]: { body: TRANSLATIONS },
      [SAVE]: { status: 422, body: { saved: false, problems: [problem] } },
    });
    const onSaved = renderPanel();
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'Filipino for “Repay now”' }),
      'Magbayad',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save translations' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Not saved: the translations have 1 problem');
    expect(within(alert).getByText(problem)).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('says why the service refused the save (not the draft’s author, say)', async () => {
    const message = "this draft is Ben's: start a draft of your own to change it";
    fakeFetch({ [READ]: { body: TRANSLATIONS }, [SAVE]: { status: 403, body: { message } } });
    renderPanel();
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'Filipino for “Repay now”' }),
      'Magbayad',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save translations' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`Not saved: ${message}`);
  });

  it('is read-only where the editor is: no save, the inputs disabled, the reason shown', async () => {
    fakeFetch({ [READ]: { body: TRANSLATIONS } });
    renderPanel('Start a draft to change this.');
    expect(await screen.findByRole('textbox', { name: 'Filipino for “Repay now”' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save translations' })).not.toBeInTheDocument();
    expect(screen.getByText('Start a draft to change this.')).toBeInTheDocument();
  });
});

describe('Studio: the Translations view', () => {
  it('is chosen beside the other views, keeps its place in the address, and a save re-checks the file', async () => {
    window.history.replaceState(null, '', `/__studio?file=${encodeURIComponent(FILE)}`);
    const { requests } = fakeFetch({
      ...studioRoutes('/__studio/api'),
      'GET /__studio/api/locales': { body: LOCALES },
      [READ]: { body: TRANSLATIONS },
      [SAVE]: { body: { saved: true, file: 'locales/fil.po', version: 'c2' } },
    });
    render(createElement(Studio, { service: undefined }));
    await screen.findByRole('textbox', { name: `Source of ${FILE}` });
    await userEvent.click(screen.getByRole('button', { name: /^Translations/ }));
    expect(window.location.search).toBe(`?file=${encodeURIComponent(FILE)}&view=translations`);
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'Filipino for “Repay now”' }),
      'Magbayad',
    );
    const checks = () => requests.filter((request) => request.url === '/__studio/api/check');
    const checked = checks().length;
    await userEvent.click(screen.getByRole('button', { name: 'Save translations' }));
    await screen.findByText('Saved 2 translations to locales/fil.po');
    // The catalog changed: the file's problems (its catalog warnings) are asked again, of the text as typed.
    await waitFor(() => expect(checks()).toHaveLength(checked + 1));
    expect(checks().at(-1)?.body).toEqual({ file: FILE, text: OPENED });
  });
});
