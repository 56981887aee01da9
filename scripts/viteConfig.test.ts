// @vitest-environment node
import { resolve } from 'node:path';
import { createLogger, loadConfigFromFile } from 'vite';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..');

/**
 * `npm start` and `npm run build` load `vite.config.ts` with Vite's bundling loader, which prints
 * one warning line per import the native loader (`configLoader: 'native'`, planned as Vite's default)
 * could not run. Every file the config imports, down to `src/expressions/`, names its imports with
 * their `.ts` extension so a newcomer sees the URL, not that wall.
 */
describe('vite.config.ts', () => {
  it('loads without native-loader warnings', async () => {
    const ignore = process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING;
    delete process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING;
    const warnings: string[] = [];
    const logger = createLogger('warn');
    logger.warn = (message) => {
      warnings.push(message);
    };
    try {
      const loaded = await loadConfigFromFile(
        { command: 'serve', mode: 'development' },
        resolve(ROOT, 'vite.config.ts'),
        ROOT,
        'warn',
        logger,
        'bundle',
      );
      expect(loaded?.config.plugins?.length).toBeGreaterThan(0);
    } finally {
      if (ignore !== undefined) process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING = ignore;
    }
    // One line per import: "import "./x" without a file extension (file:line:col). Add the file extension".
    expect(warnings.join('\n')).toBe('');
  });
});
