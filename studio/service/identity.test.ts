// @vitest-environment node
import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { personOf, sameOrigin } from './identity';

const SECRET = 'a-proxy-secret-of-length';
const PEOPLE = {
  people: [
    { email: 'a@lender.ph', roles: ['editor' as const] },
    { email: 'c@lender.ph', name: 'Carlo', roles: ['editor' as const, 'approver' as const] },
  ],
};
const request = (headers: Record<string, string>) => ({ headers }) as unknown as IncomingMessage;

describe('who a request is from: only the proxy says, and only with its proof', () => {
  it.each([
    ['no headers', {}, undefined],
    ['an email without the proof', { 'x-forwarded-email': 'c@lender.ph' }, undefined],
    ['a wrong proof', { 'x-forwarded-email': 'c@lender.ph', 'x-studio-proxy-secret': 'guess' }, undefined],
    ['the proof without an email', { 'x-studio-proxy-secret': SECRET }, undefined],
    ['not an email', { 'x-forwarded-email': 'carlo', 'x-studio-proxy-secret': SECRET }, undefined],
    [
      'an editor',
      { 'x-forwarded-email': 'a@lender.ph', 'x-studio-proxy-secret': SECRET },
      { email: 'a@lender.ph', roles: ['editor'] },
    ],
    [
      'an approver, named by the people file',
      { 'x-forwarded-email': 'C@Lender.ph', 'x-studio-proxy-secret': SECRET },
      { email: 'c@lender.ph', name: 'Carlo', roles: ['editor', 'approver'] },
    ],
    [
      'a reader the file does not list, named by the proxy',
      {
        'x-forwarded-email': 'v@lender.ph',
        'x-forwarded-preferred-username': 'Vic <x>',
        'x-studio-proxy-secret': SECRET,
      },
      { email: 'v@lender.ph', name: 'Vic x', roles: [] },
    ],
  ])('%s', (_, headers, expected) => {
    const person = personOf(request(headers), SECRET, PEOPLE);
    if (expected === undefined) expect(person).toBeUndefined();
    else expect(person).toMatchObject(expected);
  });

  it.each([
    ['the same host', { origin: 'https://studio.lender.ph', host: 'studio.lender.ph' }, true],
    [
      'the host the proxy forwards',
      { origin: 'http://127.0.0.1:8080', 'x-forwarded-host': '127.0.0.1:8080', host: '127.0.0.1:5180' },
      true,
    ],
    ['another site', { origin: 'https://evil.example', host: 'studio.lender.ph' }, false],
    ['no origin', { host: 'studio.lender.ph' }, false],
    ['an opaque origin', { origin: 'null', host: 'studio.lender.ph' }, false],
  ])('a change from %s: %s', (_, headers, same) => {
    expect(sameOrigin(request(headers))).toBe(same);
  });
});
