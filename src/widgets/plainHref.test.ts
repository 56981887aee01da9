import { describe, expect, it } from 'vitest';
import { plainHref } from './plainHref';

const ev = (value: unknown) => value;

describe('plainHref', () => {
  it.each([
    {
      name: 'a store page',
      actions: [{ type: 'openUrl', url: 'https://play.google.com/store/apps/details?id=x' }],
      href: 'https://play.google.com/store/apps/details?id=x',
    },
    {
      name: 'an e-mail',
      actions: [{ type: 'mail', to: ' help@example.ph ' }],
      href: 'mailto:help@example.ph',
    },
    {
      name: 'a phone call through the host',
      actions: [{ type: 'bridge', action: 'callPhone', params: { phone: '+63 2 8651 7700' } }],
      href: 'tel:+63286517700',
    },
    {
      name: 'a relative URL (its base is the page’s)',
      actions: [{ type: 'openUrl', url: '/loanTerms' }],
      href: undefined,
    },
    {
      name: 'a URL with a query of its own',
      actions: [{ type: 'openUrl', url: 'https://x.ph', query: { a: '1' } }],
      href: undefined,
    },
    {
      name: 'a javascript: URL',
      actions: [{ type: 'openUrl', url: 'javascript:alert(1)' }],
      href: undefined,
    },
    {
      name: 'an e-mail with a subject',
      actions: [{ type: 'mail', to: 'a@b.ph', subject: 'Hi' }],
      href: undefined,
    },
    {
      name: 'an address that could add headers',
      actions: [{ type: 'mail', to: 'a@b.ph?cc=x@y.ph' }],
      href: undefined,
    },
    {
      name: 'another bridge message',
      actions: [{ type: 'bridge', action: 'closeWebview' }],
      href: undefined,
    },
    {
      name: 'two actions',
      actions: [
        { type: 'toast', text: 'x' },
        { type: 'openUrl', url: 'https://x.ph' },
      ],
      href: undefined,
    },
    { name: 'no actions', actions: undefined, href: undefined },
  ])('$name', ({ actions, href }) => {
    expect(plainHref(actions, ev)).toBe(href);
  });
});
