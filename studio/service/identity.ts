import { timingSafeEqual } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import type { StudioMe, StudioRole } from '../serviceTypes.ts';

/** The people file (DESIGN §13): who has which roles. A person not listed may read. */
export interface PeopleFile {
  people: { email: string; name?: string; roles: StudioRole[] }[];
}

const ROLES: readonly StudioRole[] = ['editor', 'approver'];
const EMAIL = /^[^\s@<>]+@[^\s@<>]+$/;

/** Reads and checks the people file; a wrong entry is an error naming it. */
function readPeople(file: string): PeopleFile {
  const data = JSON.parse(readFileSync(file, 'utf8')) as unknown;
  const people = (data as { people?: unknown })?.people;
  if (!Array.isArray(people)) throw new Error(`${file}: expected { "people": [ … ] }`);
  return {
    people: people.map((entry: unknown, index) => {
      const { email, name, roles } = (entry ?? {}) as Record<string, unknown>;
      if (typeof email !== 'string' || !EMAIL.test(email))
        throw new Error(`${file}: people[${index}].email is not an email`);
      if (!Array.isArray(roles) || roles.some((role) => !ROLES.includes(role as StudioRole)))
        throw new Error(`${file}: people[${index}].roles: each one of ${ROLES.join(', ')}`);
      return {
        email: email.toLowerCase(),
        ...(typeof name === 'string' ? { name } : {}),
        roles: roles as StudioRole[],
      };
    }),
  };
}

/**
 * The people file as it is now: read again whenever it changes on disk (its size or time), so whoever
 * keeps it gives or takes a role without restarting the service. A change that does not read (a
 * half-written file, a wrong entry) keeps the last good file and says why once; the first read must be good.
 */
export function followPeople(
  file: string,
  warn: (message: string) => void = (message) => console.error(message),
): () => PeopleFile {
  let current = readPeople(file);
  let seen = stamp(file);
  let refused = '';
  return () => {
    const now = stamp(file);
    if (now === seen) return current;
    try {
      current = readPeople(file);
      seen = now;
      refused = '';
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error);
      if (why !== refused) warn(`studio: the people file did not read, the last good one stays: ${why}`);
      refused = why;
    }
    return current;
  };
}

function stamp(file: string): string {
  try {
    const { mtimeMs, size, ino } = statSync(file);
    return `${mtimeMs} ${size} ${ino}`;
  } catch {
    return 'missing';
  }
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The person a request is from, as the SSO proxy in front says (oauth2-proxy's `X-Forwarded-Email`
 * and `X-Forwarded-Preferred-Username`), believed only when the request also carries the proxy's
 * proof, `X-Studio-Proxy-Secret`. Undefined: answer 401 and read nothing.
 */
export function personOf(req: IncomingMessage, secret: string, people: PeopleFile): StudioMe | undefined {
  const proof = header(req, 'x-studio-proxy-secret');
  const email = header(req, 'x-forwarded-email')?.trim().toLowerCase();
  if (!proof || !sameSecret(proof, secret) || !email || !EMAIL.test(email)) return undefined;
  const listed = people.people.find((person) => person.email === email);
  const name = header(req, 'x-forwarded-preferred-username')?.trim() || listed?.name || email.split('@')[0];
  // A name goes into git's `Name <email>`: nothing that could end it early.
  return { email, name: (name ?? email).replace(/[<>\n\r]/g, ''), roles: listed?.roles ?? [], branch: '' };
}

/**
 * Whether a request that changes something comes from the service's own pages: its `Origin` must be
 * there and name the host the request was sent to (as the proxy forwards it). A form or script on
 * another site, or a request that hides where it comes from, changes nothing.
 */
export function sameOrigin(req: IncomingMessage): boolean {
  const origin = header(req, 'origin');
  const host = header(req, 'x-forwarded-host') ?? header(req, 'host');
  if (!origin || !host) return false;
  try {
    return new URL(origin).host === host.split(',')[0]?.trim();
  } catch {
    return false;
  }
}
