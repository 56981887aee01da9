// @vitest-environment node
import { texts as filipinoTexts } from 'virtual:engine-texts/fil';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setLocale } from '../i18n/locale';
import { setEngineTexts } from '../i18n/t';
import { createCommonClient } from './createCommonClient';
import { deadServerUrl, type RecordingServer, type Reply, startRecordingServer } from './recordingServer';
import { recordToasts } from './recordToasts';
import { requestCommon } from './requestCommon';

let server: RecordingServer;
let toasts: ReturnType<typeof recordToasts> | undefined;

beforeAll(async () => {
  server = await startRecordingServer();
});
afterAll(() => server.close());
afterEach(() => {
  toasts?.stop();
  setEngineTexts([]);
  setLocale('en');
});

const post = { method: 'POST', path: '/v3/x', payload: {} } as const;

/** A text with its `{{holes}}` filled. */
const fill = (text: string, values: Record<string, number> = {}) =>
  text.replace(/\{\{\s*(\w+)\s*\}\}/g, (hole, name: string) =>
    name in values ? String(values[name]) : hole,
  );

interface Case {
  answer: string;
  reply: Reply | 'no server';
  english: string;
  values?: Record<string, number>;
}

// The route's calls start with the page, before the engine's texts in the borrower's language have
// loaded: an answer can come back first. Its message must still be in the borrower's language.
describe('a failure that comes back before the engine texts of a Filipino page have loaded', () => {
  it.each<Case>([
    {
      answer: 'HTTP 500',
      reply: { status: 500, json: { message: 'boom' } },
      english: 'The server answered with an error (HTTP {{status}}). Please try again.',
      values: { status: 500 },
    },
    {
      answer: 'a refusal without a message',
      reply: { json: { code: 7 } },
      english: 'Something went wrong. Please try again.',
    },
    {
      answer: 'a body that is not JSON',
      reply: { raw: '<html>' },
      english: 'Unexpected answer from the server. Please try again.',
    },
    {
      answer: 'no server',
      reply: 'no server',
      english: 'Network error. Please check your connection and try again.',
    },
  ])('$answer: the message and its toast are in Filipino', async ({ reply, english, values }) => {
    setLocale('fil');
    const baseURL = reply === 'no server' ? await deadServerUrl() : server.url;
    if (reply !== 'no server') server.reply(reply);
    toasts = recordToasts();

    const result = await requestCommon(createCommonClient({ baseURL, session: () => ({}) }), post);

    // One of the engine's Filipino texts (the build's list), not the English.
    expect(result.ok).toBe(false);
    const shown = result.ok ? '' : result.message;
    expect(shown).not.toBe(fill(english, values));
    expect(filipinoTexts.map((text) => fill(text, values))).toContain(shown);
    expect(toasts.texts()).toEqual([shown]);
  });
});
