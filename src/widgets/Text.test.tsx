import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../testing/renderScreen';

const title = (text: string) => ({ type: 'text', variant: 'title', text });
const subtitle = (text: string) => ({ type: 'text', variant: 'subtitle', text });

describe('Text headings never skip a level', () => {
  it.each([
    { name: 'a subtitle with no title before it', body: [subtitle('Loan')], levels: { Loan: 2 } },
    {
      name: 'a subtitle under a title',
      body: [title('Order'), subtitle('Loan')],
      levels: { Order: 2, Loan: 3 },
    },
    {
      name: 'subtitles before and after a title',
      body: [subtitle('First'), title('Order'), subtitle('Loan')],
      levels: { First: 2, Order: 2, Loan: 3 },
    },
    {
      name: 'a title hidden by its condition',
      body: [{ ...title('Order'), when: false }, subtitle('Loan')],
      levels: { Loan: 2 },
    },
  ])('$name', async ({ body, levels }) => {
    await renderScreen({ body });
    for (const [name, level] of Object.entries(levels))
      expect(await screen.findByRole('heading', { name, level })).toBeInTheDocument();
  });

  it('a subtitle in a modal sits under the modal’s title', async () => {
    await renderScreen({
      body: [
        subtitle('Page'),
        { type: 'button', label: 'Open', onClick: [{ type: 'openModal', modal: 'sheet' }] },
      ],
      modals: { sheet: { title: 'Sheet', body: [subtitle('In sheet')] } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('heading', { name: 'Sheet', level: 2 })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'In sheet', level: 3 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Page', level: 2 })).toBeInTheDocument();
  });
});

describe('Text of fixed lines', () => {
  it('keeps its box of `lines` lines, empty, when its text is', async () => {
    await renderScreen({
      body: [
        { type: 'text', text: '', lines: 2 },
        { type: 'text', text: '' },
        { type: 'text', text: 'Mobile number' },
      ],
    });
    await screen.findByText('Mobile number');
    const box = document.querySelector<HTMLElement>('[data-pointer="/body/0"]');
    expect(box?.style.getPropertyValue('--lines')).toBe('2');
    // A text of no fixed lines draws nothing for no text.
    expect(document.querySelector('[data-pointer="/body/1"]')).toBeNull();
  });
});
