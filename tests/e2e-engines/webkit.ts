import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../scripts/lib/freePort.ts';
import type { EngineBrowser, EnginePage } from './enginePage';
import { descendants, stderrTail, stopProcess, waitUntilExited } from './processes';
import { LISTEN_FOR_ERRORS, TAKE_ERRORS } from './webkitErrors';

/*
 * WebKit, the engine of iOS WKWebView, as Debian ships it: WebKitGTK's W3C WebDriver
 * (`WebKitWebDriver`, package `webkit2gtk-driver`) driving WebKitGTK's `MiniBrowser`, a GTK 3
 * browser with no headless mode, so under an Xvfb of our own. Each page is a WebDriver session,
 * and WebKitWebDriver holds one session at a time ("Maximum number of active sessions"), so each
 * page open at once has a driver of its own: a MiniBrowser of its own, its own ephemeral cookies
 * and storage (a Playwright browser context, in effect), and pages can run side by side on the one
 * X display. A closed page's session, its cookies and storage cleared, serves the next page.
 *
 * This is today's WebKitGTK (2.50, JavaScriptCore of 2025), not the iOS 14 WebKit of the floor: it
 * catches what WebKit does differently from Chromium, not what an old WebKit lacks.
 */

/** The viewport, device scale, locale and time zone of the Chromium tests (tests/e2e/fixtures.ts). */
const VIEWPORT = { width: 390, height: 844 };
const DEVICE_SCALE_FACTOR = 2;
const LOCALE = 'en_PH.UTF-8';
const TIME_ZONE = 'Asia/Manila';

/** How long WebKit gets to load a page, and a script to settle its promise (W3C defaults: 300 s and 30 s). */
const PAGE_LOAD_TIMEOUT_MS = 30_000;
const SCRIPT_TIMEOUT_MS = 30_000;
/** How long one WebDriver command may take beyond those. */
const COMMAND_TIMEOUT_MS = PAGE_LOAD_TIMEOUT_MS + 10_000;
/** How long Xvfb and WebKitWebDriver get to come up. */
const START_TIMEOUT_MS = 15_000;

const INSTALL_HINT =
  'The WebKit tests need Debian’s webkit2gtk-driver (WebKitWebDriver and MiniBrowser) and xvfb: ' +
  '`apt-get install webkit2gtk-driver xvfb` (.ci/run installs them).';

interface Executables {
  driver: string;
  xvfb: string;
  miniBrowser: string;
}

/** The programs, from `WEBKIT_DRIVER_PATH`, `XVFB_PATH` and `MINIBROWSER_PATH` or where Debian puts them. */
function findExecutables(): Executables {
  const driver = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
  const xvfb = process.env.XVFB_PATH ?? '/usr/bin/Xvfb';
  // Debian puts MiniBrowser (package libwebkit2gtk-4.1-0, which webkit2gtk-driver depends on) under
  // the architecture's library folder, e.g. /usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser.
  const miniBrowser =
    process.env.MINIBROWSER_PATH ??
    readdirSync('/usr/lib')
      .map((folder) => join('/usr/lib', folder, 'webkit2gtk-4.1', 'MiniBrowser'))
      .find((path) => existsSync(path));
  const missing = [
    existsSync(driver) ? undefined : driver,
    existsSync(xvfb) ? undefined : xvfb,
    miniBrowser && existsSync(miniBrowser)
      ? undefined
      : (miniBrowser ?? '/usr/lib/<arch>/webkit2gtk-4.1/MiniBrowser'),
  ].filter((path) => path !== undefined);
  if (!miniBrowser || missing.length > 0) throw new Error(`${missing.join(', ')} not found. ${INSTALL_HINT}`);
  return { driver, xvfb, miniBrowser };
}

/**
 * A folder of locales in which C.UTF-8's data goes by the name `en_PH.UTF-8`. WebKitGTK names
 * `navigator.language` (and JavaScript's default `Intl` locale) after the process's locale, which
 * glibc only takes if it is installed; only the name matters to WebKit (`Intl` formats with ICU's
 * own data), so this spares generating en_PH (Debian's `locales` and `localedef`).
 */
function localeFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), 'webkit-locale-'));
  symlinkSync('/usr/lib/locale/C.utf8', join(folder, LOCALE));
  return folder;
}

/** Starts Xvfb on a display number it picks itself (`-displayfd`), once it accepts clients. */
async function startXvfb(path: string): Promise<{ process: ChildProcess; display: string }> {
  // The screen is the phone's at its device scale, so `screen.width` is the viewport's too.
  const screen = `${VIEWPORT.width * DEVICE_SCALE_FACTOR}x${VIEWPORT.height * DEVICE_SCALE_FACTOR}x24`;
  const xvfb = spawn(path, ['-displayfd', '3', '-screen', '0', screen, '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
  });
  const stderr = stderrTail(xvfb);
  const display = await new Promise<string>((resolve, reject) => {
    let written = '';
    const timer = setTimeout(() => fail('did not start in time'), START_TIMEOUT_MS);
    function fail(why: string) {
      clearTimeout(timer);
      xvfb.kill('SIGKILL');
      reject(new Error(`Xvfb ${why}: ${stderr()}`));
    }
    xvfb.once('error', (error) => fail(error.message));
    xvfb.once('exit', (code) => fail(`exited (${code})`));
    xvfb.stdio[3]?.on('data', (chunk: Buffer) => {
      written += chunk.toString();
      if (!written.includes('\n')) return;
      clearTimeout(timer);
      xvfb.removeAllListeners('exit');
      resolve(`:${written.trim()}`);
    });
  });
  return { process: xvfb, display };
}

interface WebDriverAnswer {
  value: unknown;
}

interface WebDriverError {
  error: string;
  message: string;
}

function isWebDriverError(value: unknown): value is WebDriverError {
  return typeof value === 'object' && value !== null && 'error' in value;
}

/** One W3C WebDriver command over HTTP+JSON; a WebDriver error becomes a thrown Error. */
async function command(base: string, method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json; charset=utf-8' },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(COMMAND_TIMEOUT_MS),
  });
  const { value } = (await response.json()) as WebDriverAnswer;
  if (isWebDriverError(value)) throw new Error(`WebKit: ${method} ${path}: ${value.error}: ${value.message}`);
  return value;
}

/** Starts a WebKitWebDriver on a free port and waits until `/status` says it is ready. */
async function startDriver(
  path: string,
  env: NodeJS.ProcessEnv,
): Promise<{ process: ChildProcess; base: string }> {
  // The port is free when asked and taken a moment later; another process may take it between, so
  // a driver that cannot listen is started again on another.
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    const driver = spawn(path, [`--port=${port}`], { env, stdio: ['ignore', 'ignore', 'pipe'] });
    const stderr = stderrTail(driver);
    let exited = false;
    let failure = '';
    driver.once('error', (error) => {
      exited = true;
      failure = error.message;
    });
    driver.once('exit', (code) => {
      exited = true;
      failure ||= `exited (${code})`;
    });
    const base = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + START_TIMEOUT_MS;
    while (!exited && Date.now() < deadline) {
      const ready = await command(base, 'GET', '/status').then(
        (status) => (status as { ready?: boolean }).ready === true,
        () => false,
      );
      if (ready) return { process: driver, base };
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    await stopProcess(driver);
    if (!exited || attempt === 3) {
      throw new Error(`WebKitWebDriver ${failure || 'did not answer in time'}: ${stderr()}`);
    }
  }
}

/** The pages of a browser still open, and their drivers, for `close` and for the exit hook. */
interface OpenPages {
  pages: Set<EnginePage>;
  drivers: Set<ChildProcess>;
}

/**
 * A WebDriver session: a driver of its own and its MiniBrowser, at 390×844. Starting one takes
 * about 1.7 s of CPU here (the driver, GTK, WebKit's web and network processes), as much as the
 * page it then loads, so a page closed in good order hands its session on (`reset`).
 */
interface Session {
  engine: string;
  base: string;
  sessionPath: string;
  execute<T>(script: string): Promise<T>;
  /** Leaves the page as a new session finds it: no cookie, no storage, on about:blank. */
  reset(): Promise<void>;
  quit(): Promise<void>;
}

/** Starts a session: a driver, a MiniBrowser, a 390×844 window. */
async function startSession(
  executables: Executables,
  env: NodeJS.ProcessEnv,
  open: OpenPages,
): Promise<Session> {
  const { process: driver, base } = await startDriver(executables.driver, env);
  open.drivers.add(driver);
  let sessionPath = '';
  const quit = async () => {
    const browserProcesses = driver.pid === undefined ? [] : descendants(driver.pid);
    // Deleting the session quits its MiniBrowser; once nothing the driver started runs, the driver goes.
    if (sessionPath) await command(base, 'DELETE', sessionPath).catch(() => undefined);
    await waitUntilExited(browserProcesses);
    await stopProcess(driver);
    open.drivers.delete(driver);
  };
  try {
    const session = (await command(base, 'POST', '/session', {
      capabilities: {
        alwaysMatch: {
          browserName: 'MiniBrowser',
          'webkitgtk:browserOptions': {
            binary: executables.miniBrowser,
            // `--automation` lets the driver in (without it the session never starts). With no
            // window manager, GTK's full-screen request only hides MiniBrowser's toolbar, which
            // would take 38 px of the height and hold the window at least 447 px wide; the window
            // then keeps the size WebDriver sets.
            args: ['--automation', '--full-screen', `--time-zone=${TIME_ZONE}`],
          },
          pageLoadStrategy: 'normal',
          timeouts: { pageLoad: PAGE_LOAD_TIMEOUT_MS, script: SCRIPT_TIMEOUT_MS },
        },
      },
    })) as { sessionId: string };
    sessionPath = `/session/${session.sessionId}`;
    const execute = async <T>(script: string): Promise<T> =>
      (await command(base, 'POST', `${sessionPath}/execute/sync`, { script, args: [] })) as T;
    const engine = await sizeWindow(base, sessionPath, execute);
    const reset = async () => {
      // The cookies of the document's site (Delete All Cookies), and its storage, while the page
      // is still on the app's origin; then a blank document, which stops the page's timers and calls.
      await command(base, 'DELETE', `${sessionPath}/cookie`);
      await execute('try { localStorage.clear(); sessionStorage.clear(); } catch (none) {} return true;');
      await command(base, 'POST', `${sessionPath}/url`, { url: 'about:blank' });
      const left = await execute<number>(
        'try { return document.cookie.length + localStorage.length + sessionStorage.length; } catch (none) { return 0; }',
      );
      if (left !== 0) throw new Error('WebKit: the page kept a cookie or storage');
    };
    return { engine, base, sessionPath, execute, reset, quit };
  } catch (error) {
    await quit();
    throw error;
  }
}

/** A page on a session: its own errors, and on `close` its session reset for the next page, or quit. */
function pageOn(session: Session, open: OpenPages, idle: Session[]): EnginePage {
  const { base, sessionPath, execute } = session;
  const errors: string[] = [];
  const takeErrors = async () => {
    errors.push(...(await execute<string[]>(TAKE_ERRORS)));
  };
  const page: EnginePage = {
    engine: session.engine,
    async goto(url) {
      // The errors of the document being left, before they go with it.
      await takeErrors();
      // W3C Navigate To returns once the new document's readyState is `complete` (its `load`
      // event). The `eager` strategy (return at `interactive`) would let the listener in sooner,
      // but this driver's sometimes returns while the document being left is still there.
      await command(base, 'POST', `${sessionPath}/url`, { url });
      await execute(LISTEN_FOR_ERRORS);
    },
    evaluate<T>(expression: string) {
      // Execute Script awaits a promise the script returns. The line breaks keep a trailing `//`
      // comment of the expression from swallowing the parenthesis.
      return execute<T>(`${LISTEN_FOR_ERRORS}\nreturn (\n${expression}\n);`);
    },
    async uncaughtErrors() {
      await takeErrors();
      return [...errors];
    },
    async close() {
      open.pages.delete(page);
      const reused = await session.reset().then(
        () => true,
        () => false,
      );
      if (reused) idle.push(session);
      else await session.quit();
    },
  };
  open.pages.add(page);
  return page;
}

/**
 * Sets the window so the viewport is 390×844 and returns the engine (`webkit/605`). The window is
 * all viewport (no toolbar, see the browser's arguments); if a build ever draws something around
 * the page, the window grows by that much once, and the page fails if it still is not 390×844.
 */
async function sizeWindow(
  base: string,
  sessionPath: string,
  execute: <T>(script: string) => Promise<T>,
): Promise<string> {
  const measure = () =>
    execute<[number, number, string]>('return [window.innerWidth, window.innerHeight, navigator.userAgent];');
  await command(base, 'POST', `${sessionPath}/window/rect`, VIEWPORT);
  let [width, height, userAgent] = await measure();
  if (width !== VIEWPORT.width || height !== VIEWPORT.height) {
    await command(base, 'POST', `${sessionPath}/window/rect`, {
      width: 2 * VIEWPORT.width - width,
      height: 2 * VIEWPORT.height - height,
    });
    [width, height, userAgent] = await measure();
  }
  if (width !== VIEWPORT.width || height !== VIEWPORT.height) {
    throw new Error(`WebKit: the viewport is ${width}×${height}, not ${VIEWPORT.width}×${VIEWPORT.height}`);
  }
  // Telemetry's family and major version (DESIGN §11): AppleWebKit/605.1.15 is `webkit/605`.
  const version = /AppleWebKit\/(\d+)/.exec(userAgent)?.[1];
  if (!version) throw new Error(`WebKit: no AppleWebKit version in the user agent ${userAgent}`);
  return `webkit/${version}`;
}

/**
 * Starts WebKit: an Xvfb, and a first session whose engine (from its user agent) names the browser;
 * `newPage` takes that session first. `close` closes every page still open (its session, driver
 * and MiniBrowser) and stops Xvfb; a MiniBrowser a failed close left behind goes with the display.
 * If the test process exits without `close`, the drivers and Xvfb are killed on its way out.
 */
export async function launchWebKit(): Promise<EngineBrowser> {
  const executables = findExecutables();
  const xvfb = await startXvfb(executables.xvfb);
  const locales = localeFolder();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DISPLAY: xvfb.display,
    // GTK's own X11 backend even where the tests run in a Wayland session.
    GDK_BACKEND: 'x11',
    GDK_SCALE: String(DEVICE_SCALE_FACTOR),
    LC_ALL: LOCALE,
    LOCPATH: locales,
    // No accessibility bus to look for (there is no D-Bus session here).
    NO_AT_BRIDGE: '1',
  };
  const open: OpenPages = { pages: new Set(), drivers: new Set() };
  // Sessions of closed pages, reset, for the next pages.
  const idle: Session[] = [];
  const killAll = () => {
    for (const driver of open.drivers) driver.kill('SIGKILL');
    xvfb.process.kill('SIGKILL');
  };
  process.once('exit', killAll);
  const close = async () => {
    await Promise.all([...open.pages].map((page) => page.close()));
    await Promise.all(idle.splice(0).map((session) => session.quit()));
    await stopProcess(xvfb.process);
    rmSync(locales, { recursive: true, force: true });
    process.removeListener('exit', killAll);
  };

  try {
    const first = await startSession(executables, env, open);
    idle.push(first);
    return {
      engine: first.engine,
      async newPage() {
        return pageOn(idle.pop() ?? (await startSession(executables, env, open)), open, idle);
      },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
