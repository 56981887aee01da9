// @vitest-environment node
import { mkdtempSync, writeFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { followPeople, personOf, sameOrigin } from './identity';

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

describe('the people file, followed as whoever keeps it edits it', () => {
  const write = (file: string, people: unknown) => writeFileSync(file, JSON.stringify({ people }));

  it('gives a role written after the start, keeps the last good file through a bad edit, and says so once', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'people-')), 'people.json');
    write(file, [{ email: 'a@lender.ph', roles: [] }]);
    const warned: string[] = [];
    const people = followPeople(file, (message) => warned.push(message));
    expect(people().people[0]?.roles).toEqual([]);

    write(file, [{ email: 'a@lender.ph', roles: ['editor', 'approver'] }]);
    expect(people().people[0]?.roles).toEqual(['editor', 'approver']);

    writeFileSync(file, '{ "people": [ { "email": "a@lender.ph", "roles": ["owner"] } ] }');
    expect(people().people[0]?.roles).toEqual(['editor', 'approver']);
    expect(people().people[0]?.roles).toEqual(['editor', 'approver']);
    expect(warned).toHaveLength(1);
    expect(warned[0]).toContain('roles: each one of editor, approver');

    write(file, []);
    expect(people().people).toEqual([]);
  });

  it('refuses to start on a people file that does not read', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'people-')), 'people.json');
    writeFileSync(file, '{ "people": 1 }');
    expect(() => followPeople(file)).toThrow('expected { "people": [ … ] }');
  });
});
