import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../testing/renderScreen';

describe('Iframe', () => {
  it.each([
    { src: '/api/pages/agreement', allow: undefined, sandbox: '' },
    { src: 'https://lender.example/agreement', allow: ['allow-scripts'], sandbox: 'allow-scripts' },
    {
      src: 'http://lender.example/a',
      allow: ['allow-forms', 'allow-top-navigation'],
      sandbox: 'allow-forms',
    },
  ])('frames $src with sandbox "$sandbox"', async ({ src, allow, sandbox }) => {
    await renderScreen({ body: [{ type: 'iframe', src, title: 'Loan agreement', allow }] });
    const frame = screen.getByTitle('Loan agreement');
    expect(frame.getAttribute('sandbox')).toBe(sandbox);
    expect(frame.getAttribute('src')).toBe(new URL(src, window.location.href).href);
  });

  it.each([
    { src: '/loanTerms', reason: undefined, sandbox: 'allow-scripts' },
    { src: '/loanTerms', reason: 'stated', sandbox: 'allow-scripts' },
    { src: 'https://lender.example/sign', reason: undefined, sandbox: 'allow-scripts' },
    {
      src: 'https://lender.example/sign',
      reason: 'its session cookie',
      sandbox: 'allow-scripts allow-same-origin',
    },
  ])(
    'allow-scripts with allow-same-origin on $src (reason: $reason) gives "$sandbox"',
    async ({ src, reason, sandbox }) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      await renderScreen({
        body: [{ type: 'iframe', src, title: 'Page', allow: ['allow-scripts', 'allow-same-origin'], reason }],
      });
      expect(screen.getByTitle('Page').getAttribute('sandbox')).toBe(sandbox);
      if (sandbox === 'allow-scripts')
        expect(warn).toHaveBeenCalledWith(expect.stringContaining('screens/test.json/body/0/allow'));
      else expect(warn).not.toHaveBeenCalled();
      warn.mockRestore();
    },
  );

  it.each(['javascript:alert(1)', 'data:text/html,<p>x</p>', ''])(
    'refuses %j and shows the fallback text',
    async (src) => {
      await renderScreen({
        body: [{ type: 'iframe', src, title: 'Loan agreement', fallbackText: 'Not available' }],
      });
      expect(screen.queryByTitle('Loan agreement')).toBeNull();
      expect(screen.getByText('Not available')).toBeInTheDocument();
    },
  );
});
