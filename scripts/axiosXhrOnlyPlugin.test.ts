import { describe, expect, it } from 'vitest';
import { axiosXhrOnlyPlugin } from './axiosXhrOnlyPlugin';

describe('axiosXhrOnlyPlugin', () => {
  const plugin = axiosXhrOnlyPlugin();
  const resolveId = plugin.resolveId as (source: string, importer?: string) => string | null;
  const load = plugin.load as (id: string) => string | null;

  it.each([
    [
      'the fetch adapter in axios’s adapter table',
      './fetch.js',
      '/app/node_modules/axios/lib/adapters/adapters.js',
      true,
    ],
    [
      'the same on Windows paths',
      './fetch.js',
      'C:\\app\\node_modules\\axios\\lib\\adapters\\adapters.js',
      true,
    ],
    ['another axios adapter', './xhr.js', '/app/node_modules/axios/lib/adapters/adapters.js', false],
    ['a fetch.js of the app', './fetch.js', '/app/src/api/client.ts', false],
    ['an entry (no importer)', './fetch.js', undefined, false],
  ])('%s', (_, source, importer, replaced) => {
    expect(resolveId(source, importer) !== null).toBe(replaced);
  });

  it('stands in an adapter that axios reads as not supported here', async () => {
    const id = resolveId('./fetch.js', '/app/node_modules/axios/lib/adapters/adapters.js') as string;
    const code = load(id) ?? '';
    const module = (await import(`data:text/javascript,${encodeURIComponent(code)}`)) as {
      getFetch: () => unknown;
    };
    expect(module.getFetch()).toBe(false);
    expect(load('/app/src/other.ts')).toBeNull();
  });
});
