import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ScreenEntry } from '../engine/screens';

// The choice where no server chose: its own chunk, stood in for here.
const chosenEntry = vi.fn(async (entry: ScreenEntry, _measure: unknown) => ({ ...entry, file: 'chosen' }));
vi.mock('./variantChoice', () => ({ chosenEntry }));
const measure = vi.fn();
vi.mock('./measure', () => ({ measure }));

const ENTRY: ScreenEntry = {
  id: 'loanConfirm',
  file: 'screens/loanConfirm.json',
  routes: ['/loanConfirm'],
  experiment: 'goLoanButton',
  load: async () => ({ default: {} }),
};

/** A page as the build wrote it: `#root`'s mark and the route table naming the variant's chunk. */
function page(mark: string | undefined): void {
  const table = {
    files: ['assets/b-1.js'],
    routes: {},
    images: {},
    screens: { 'experiments/goLoanButton/b.json': 0 },
  };
  document.body.innerHTML = `<script type="application/json" id="route-assets">${JSON.stringify(table)}</script><div id="root"${mark ? ` data-variant="${mark}"` : ''}></div>`;
}

afterEach(() => {
  vi.resetModules();
  chosenEntry.mockClear();
  measure.mockClear();
  window.history.replaceState(null, '', '/');
});

describe('the variant a page was served as', () => {
  it.each([
    { mark: 'goLoanButton:b', file: 'experiments/goLoanButton/b.json', measured: ['goLoanButton', 'b'] },
    { mark: 'goLoanButton:a', file: 'screens/loanConfirm.json', measured: ['goLoanButton', 'a'] },
  ])(
    '$mark: shows its file from the page’s table and measures it, once a page load',
    async ({ mark, file, measured }) => {
      page(mark);
      const { variantEntry } = await import('./servedVariant');
      const entry = await variantEntry(ENTRY);
      expect(entry.file).toBe(file);
      expect(await variantEntry(ENTRY)).toBe(entry);
      await vi.waitFor(() => expect(measure).toHaveBeenCalledWith(...measured));
      expect(measure).toHaveBeenCalledTimes(1);
      expect(chosenEntry).not.toHaveBeenCalled();
    },
  );

  it.each([
    { name: 'no mark (a reload the edge could not split, the dev server)', mark: undefined, search: '' },
    { name: 'another experiment’s mark', mark: 'otherTest:b', search: '' },
    { name: 'a preview naming its variant', mark: 'goLoanButton:a', search: '?variant=goLoanButton:b' },
  ])('$name: leaves the choice to variantChoice, measuring nothing itself', async ({ mark, search }) => {
    page(mark);
    window.history.replaceState(null, '', `/loanConfirm${search}`);
    const { variantEntry } = await import('./servedVariant');
    expect((await variantEntry(ENTRY)).file).toBe('chosen');
    expect(chosenEntry).toHaveBeenCalledWith(ENTRY, expect.any(Function));
    expect(measure).not.toHaveBeenCalled();
  });
});
