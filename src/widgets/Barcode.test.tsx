import { screen } from '@testing-library/react';
import { BitArray, Code128Reader } from '@zxing/library';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../testing/renderScreen';

/** Reads the drawn bars back with ZXing's Code 128 reader: one row, one bit per module. */
function decodeBars(svg: Element): string {
  const modules = Number(svg.getAttribute('viewBox')?.split(' ')[2]);
  const row = new BitArray(modules);
  for (const rect of svg.querySelectorAll('rect[fill="#000"]')) {
    const x = Number(rect.getAttribute('x'));
    const width = Number(rect.getAttribute('width'));
    for (let i = x; i < x + width; i += 1) row.set(i);
  }
  return new Code128Reader().decodeRow(0, row, new Map()).getText();
}

describe('Barcode', () => {
  it.each(['PA7Q4K9M2X', '1234567890', 'pay-code 42', '7'])(
    'draws %j as Code 128 with quiet zones, named for screen readers, with the code as text',
    async (code) => {
      await renderScreen({
        state: { code },
        body: [{ type: 'barcode', value: { var: 'state.code' }, label: 'pay code' }],
      });
      const barcode = screen.getByRole('img', { name: `Barcode of pay code ${code}` });
      expect(decodeBars(barcode)).toBe(code);
      const bars = [...barcode.querySelectorAll('rect[fill="#000"]')];
      expect(Number(bars[0]?.getAttribute('x'))).toBeGreaterThanOrEqual(10);
      expect(screen.getByText(code, { exact: true })).toBeInTheDocument();
    },
  );

  it.each(['', 'PAY€'])('shows the fallback text for %j, which Code 128 cannot carry', async (code) => {
    await renderScreen({
      state: { code },
      body: [{ type: 'barcode', value: { var: 'state.code' }, fallbackText: 'No pay code yet' }],
    });
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('No pay code yet')).toBeInTheDocument();
  });

  it('is not drawn when its `when` does not hold', async () => {
    await renderScreen({
      state: { code: 'PA7Q4K9M2X', shown: false },
      body: [
        { type: 'barcode', when: { var: 'state.shown' }, value: { var: 'state.code' }, label: 'pay code' },
      ],
    });
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByText('PA7Q4K9M2X')).toBeNull();
  });

  describe('laid out in 270 px on a 2× phone', () => {
    afterEach(() => {
      vi.restoreAllMocks();
      vi.unstubAllGlobals();
    });

    it('draws each module 3 device px wide, so the symbol fits whole', async () => {
      vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(270);
      vi.stubGlobal('devicePixelRatio', 2);
      await renderScreen({
        state: { code: 'PA7Q4K9M2X' },
        body: [{ type: 'barcode', value: { var: 'state.code' }, label: 'pay code' }],
      });
      const barcode = screen.getByRole('img', { name: 'Barcode of pay code PA7Q4K9M2X' });
      // 145 modules of symbol and 2 × 10 of quiet zone, at 1.5 CSS px.
      expect(barcode.getAttribute('viewBox')).toBe('0 0 165 1');
      expect(Number(barcode.getAttribute('width'))).toBe(247.5);
    });
  });
});
