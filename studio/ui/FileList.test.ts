import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { StudioFiles } from '../studioTypes';
import { FileList } from './FileList';
import { previewUrl } from './PreviewGrid';

const CONFIRM = { id: 'loanConfirm', title: 'Confirm loan', routes: ['/loanConfirm'] };
const FILES: StudioFiles = {
  screens: [
    { file: 'screens/aboutUs.json', id: 'aboutUs', title: 'About us', routes: ['/aboutUs'] },
    { file: 'screens/loanConfirm.json', ...CONFIRM },
    {
      file: 'experiments/goLoanButton/b.json',
      ...CONFIRM,
      variant: { experiment: 'goLoanButton', id: 'b' },
    },
  ],
  parts: [],
  experiments: [
    { file: 'experiments/goLoanButton.json', id: 'goLoanButton', screen: 'loanConfirm', status: 'running' },
  ],
};

describe('the side list and the previews of an experiment (DESIGN §14)', () => {
  it("lists each variant under its screen, named by its experiment, and opens the variant's file", async () => {
    const onOpen = vi.fn();
    render(
      createElement(FileList, {
        files: FILES,
        current: undefined,
        onOpen,
        views: [],
        shown: 'file',
        onShowView: () => undefined,
      }),
    );
    const files = screen.getByRole('navigation', { name: 'Files' });
    const variants = within(files).getByRole('list', { name: 'Variants of loanConfirm' });
    const variant = within(variants).getByRole('button', { name: 'loanConfirm — variant b (goLoanButton)' });
    await userEvent.click(variant);
    expect(onOpen).toHaveBeenCalledWith('experiments/goLoanButton/b.json');
    await userEvent.click(within(files).getByRole('button', { name: 'goLoanButton running on loanConfirm' }));
    expect(onOpen).toHaveBeenLastCalledWith('experiments/goLoanButton.json');
  });

  it("opens a preview as the variant its state shows, the session's device notwithstanding", () => {
    const preview = {
      key: 'default',
      screen: 'experiments/goLoanButton/b.json',
      route: '/loanConfirm',
      scenario: 'default',
      description: 'As variant b of goLoanButton.',
      query: { variant: 'goLoanButton:b' },
    };
    const url = new URL(previewUrl(preview, 'deviceId=studio', 'en'), 'http://studio.invalid');
    expect(url.pathname).toBe('/loanConfirm');
    expect(url.searchParams.get('variant')).toBe('goLoanButton:b');
    expect(url.searchParams.get('deviceId')).toBe('studio');
    const { query: _query, ...plain } = preview;
    expect(new URL(previewUrl(plain, '', 'en'), 'http://studio.invalid').searchParams.has('variant')).toBe(
      false,
    );
  });
});
