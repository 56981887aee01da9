import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import CDP from 'chrome-remote-interface';
import { HEADLESS_HERE_ARGS } from '../e2e/chromium';
import type { EngineBrowser, EnginePage } from './enginePage';

/**
 * Old Chromium, from the npm packages that ship its headless build inside them (built for AWS
 * Lambda): `chrome-aws-lambda@2.1.1` is Chromium 80, the floor (DESIGN §11); `chromium-79`
 * (`chrome-aws-lambda@2.0.2`) is Chromium 79, below it (ES modules, but no optional chaining).
 * Playwright refuses engines that old, so these are driven over the DevTools Protocol.
 */
export type OldChromium = 'chrome-aws-lambda' | 'chromium-79';

const require = createRequire(import.meta.url);
const ROOT = join(import.meta.dirname, '../..');

/**
 * Unpacks a package's Chromium (brotli-compressed binary, its libraries and SwiftShader in tar
 * archives) once into node_modules/.cache, and returns the binary's path.
 */
export function unpackChromium(pkg: OldChromium): string {
  const packageDir = dirname(require.resolve(`${pkg}/package.json`));
  const { version } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
    version: string;
  };
  const dir = join(ROOT, 'node_modules/.cache/engines', `${pkg}-${version}`);
  const binary = join(dir, 'chromium');
  if (existsSync(binary)) return binary;
  mkdirSync(dir, { recursive: true });
  for (const archive of ['aws.tar', 'swiftshader.tar']) {
    const tar = join(dir, archive);
    writeFileSync(tar, brotliDecompressSync(readFileSync(join(packageDir, 'bin', `${archive}.br`))));
    execFileSync('tar', ['-xf', tar, '-C', dir]);
    rmSync(tar);
  }
  // The binary last: its presence says the unpacking finished.
  const partial = `${binary}.partial`;
  writeFileSync(partial, brotliDecompressSync(readFileSync(join(packageDir, 'bin', 'chromium.br'))));
  chmodSync(partial, 0o755);
  execFileSync('mv', [partial, binary]);
  return binary;
}

/** Starts the Chromium and reads the DevTools port it prints. */
function start(
  binary: string,
  profile: string,
): Promise<{ process: ChildProcess; port: number; browserUrl: string }> {
  const child = spawn(
    binary,
    [
      '--headless',
      ...HEADLESS_HERE_ARGS,
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      '--window-size=390,844',
      'about:blank',
    ],
    {
      // Its own libraries (NSS, expat); the system's fonts (its package's fonts.conf names a Lambda path).
      env: { ...process.env, LD_LIBRARY_PATH: `${dirname(binary)}/lib:${dirname(binary)}` },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`${binary} did not start:\n${output}`)), 30000);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /DevTools listening on (ws:\/\/[^:]+:(\d+)\/\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        child.stderr?.removeAllListeners('data');
        child.stderr?.resume();
        resolve({ process: child, port: Number(match[2]), browserUrl: match[1] as string });
      }
    });
    child.on('exit', (code) => reject(new Error(`${binary} exited (${code}):\n${output}`)));
  });
}

/** The engine a Chromium's product string names: `HeadlessChrome/80.0.3987.0` → `chromium/80`. */
const engineOfProduct = (product: string) => `chromium/${/\/(\d+)\./.exec(product)?.[1] ?? '0'}`;

/** Launches an old Chromium; each page is a target of its own, at 390×844. */
export async function launchOldChromium(pkg: OldChromium): Promise<EngineBrowser> {
  const binary = unpackChromium(pkg);
  const profile = mkdtempSync(join(tmpdir(), `${pkg}-`));
  const { process: child, port, browserUrl } = await start(binary, profile);
  // The browser's own endpoint (not a page's): it creates and closes the pages' targets.
  const browser = await CDP({ port, target: browserUrl });
  const { product } = (await browser.send('Browser.getVersion')) as { product: string };
  const engine = engineOfProduct(product);
  return {
    engine,
    async newPage(): Promise<EnginePage> {
      // A context of its own: no cookie or storage shared with another page (the sandbox's scenario).
      const { browserContextId } = (await browser.send('Target.createBrowserContext')) as {
        browserContextId: string;
      };
      const { targetId } = (await browser.send('Target.createTarget', {
        url: 'about:blank',
        browserContextId,
      })) as { targetId: string };
      const client = await CDP({ port, target: targetId });
      const errors: string[] = [];
      let loaded: (() => void) | undefined;
      client.on('Runtime.exceptionThrown', (params) => {
        const details = params.exceptionDetails as {
          text: string;
          exception?: { description?: string };
        };
        errors.push(details.exception?.description ?? details.text);
      });
      client.on('Page.loadEventFired', () => loaded?.());
      await client.send('Page.enable');
      await client.send('Runtime.enable');
      await client.send('Emulation.setDeviceMetricsOverride', {
        width: 390,
        height: 844,
        deviceScaleFactor: 1,
        mobile: false,
      });
      return {
        engine,
        async goto(url) {
          const load = new Promise<void>((resolve) => {
            loaded = resolve;
          });
          const result = (await client.send('Page.navigate', { url })) as { errorText?: string };
          if (result.errorText) throw new Error(`${url}: ${result.errorText}`);
          await load;
        },
        async evaluate<T>(expression: string): Promise<T> {
          const { result, exceptionDetails } = (await client.send('Runtime.evaluate', {
            expression,
            returnByValue: true,
            awaitPromise: true,
          })) as { result: { value?: unknown }; exceptionDetails?: { text: string } };
          if (exceptionDetails) throw new Error(`${expression}: ${exceptionDetails.text}`);
          return result.value as T;
        },
        async uncaughtErrors() {
          return [...errors];
        },
        async close() {
          await client.close();
          await browser.send('Target.closeTarget', { targetId });
          await browser.send('Target.disposeBrowserContext', { browserContextId });
        },
      };
    },
    async close() {
      await browser.close();
      child.kill();
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
