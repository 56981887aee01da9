import type { Draft } from '../../studio/serviceTypes';
import type { StudioFile, StudioSaveResult, StudioTranslations } from '../../studio/studioTypes';
import { PASSWORD, PEOPLE, type ServiceHost, type Who } from './serviceHost';

/** An answer: its status and its JSON body. */
export interface Answer<T = unknown> {
  status: number;
  body: T;
}

/**
 * One person's requests to the studio service through nginx, signed on (basic auth, the sign-on
 * stand-in) and from the studio's own page (its `Origin`), as the studio page sends them.
 */
export function clientOf(host: ServiceHost, who: Who) {
  const headers = {
    Authorization: `Basic ${Buffer.from(`${PEOPLE[who].email}:${PASSWORD}`).toString('base64')}`,
    Origin: host.origin,
  };
  const call = async <T>(method: string, path: string, body?: unknown): Promise<Answer<T>> => {
    const response = await fetch(`${host.origin}/${path}`, {
      method,
      headers: body === undefined ? headers : { ...headers, 'Content-Type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // Not JSON: kept as text.
    }
    return { status: response.status, body: parsed as T };
  };
  const ok = async <T>(answer: Promise<Answer<T>>, status = 200): Promise<T> => {
    const { status: got, body } = await answer;
    if (got !== status) throw new Error(`expected ${status}, got ${got}: ${JSON.stringify(body)}`);
    return body;
  };
  return {
    headers,
    get: <T>(path: string) => call<T>('GET', path),
    post: <T>(path: string, body: unknown = {}) => call<T>('POST', path, body),
    startDraft: (title: string) => ok(call<Draft>('POST', '__service/api/drafts', { title }), 201),
    draft: (id: string) => ok(call<Draft>('GET', `__service/api/drafts/${id}`)),
    file: (id: string, file: string) =>
      ok(call<StudioFile>('GET', `drafts/${id}/__studio/api/file?path=${encodeURIComponent(file)}`)),
    save: (id: string, file: string, text: string, version?: string) =>
      call<StudioSaveResult>('POST', `drafts/${id}/__studio/api/save`, { file, text, version }),
    translations: (id: string, file: string) =>
      ok(
        call<StudioTranslations>(
          'GET',
          `drafts/${id}/__studio/api/translations?path=${encodeURIComponent(file)}&locale=fil`,
        ),
      ),
    translate: (id: string, texts: { id: string; translation: string }[]) =>
      call<unknown>('POST', `drafts/${id}/__studio/api/translations`, { locale: 'fil', texts }),
    act: (id: string, action: string, body: unknown = {}) =>
      call<Draft>('POST', `__service/api/drafts/${id}/${action}`, body),
    ok,
  };
}

export type Client = ReturnType<typeof clientOf>;

/**
 * Changes `from` to `to` in a file of the draft and saves it, then gives every text of the file
 * that the catalog lacks a Filipino translation (`translations[english]`): what staff do in the
 * studio before proposing, so the published branch passes `check:screens`.
 */
export async function changeText(
  client: Client,
  id: string,
  file: string,
  from: string,
  to: string,
  translations: Record<string, string>,
): Promise<void> {
  const opened = await client.file(id, file);
  if (!opened.text.includes(from)) throw new Error(`${file} has no ${from}`);
  const saved = await client.ok(client.save(id, file, opened.text.replace(from, to), opened.version));
  if (!saved.saved) throw new Error(`not saved: ${JSON.stringify(saved)}`);
  const missing = (await client.translations(id, file)).texts.filter((text) => text.state !== 'translated');
  if (missing.length === 0) return;
  const texts = missing.map((text) => {
    const translation = translations[text.id];
    if (translation === undefined) throw new Error(`no translation given for "${text.id}"`);
    return { id: text.id, translation };
  });
  await client.ok(client.translate(id, texts));
}
