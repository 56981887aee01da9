import { describe, expect, it } from 'vitest';
import { lazyImportPlugin } from './lazyImportPlugin';

describe('lazyImportPlugin', () => {
  const load = lazyImportPlugin().load as (id: string) => string | null;

  it('stands in for Vite’s preload helper a function that only imports', async () => {
    const code = load('\0vite/preload-helper.js') ?? '';
    const module = (await import(`data:text/javascript,${encodeURIComponent(code)}`)) as {
      __vitePreload: (load: () => Promise<unknown>, deps?: string[]) => Promise<unknown>;
    };
    await expect(module.__vitePreload(async () => 'chunk', [])).resolves.toBe('chunk');
    const failed = new Error('chunk could not load');
    await expect(module.__vitePreload(() => Promise.reject(failed), [])).rejects.toBe(failed);
  });

  it('leaves every other module alone', () => {
    expect(load('/app/src/main.tsx')).toBeNull();
    expect(load('vite/preload-helper.js')).toBeNull();
  });
});
