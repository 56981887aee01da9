/**
 * One page of a browser engine, whatever drives it: current Chromium (Playwright), Chromium 80 and
 * 79 (the Chrome DevTools Protocol, `oldChromium.ts`), WebKit (W3C WebDriver, `webkit.ts`). The
 * routes and money paths (`flows.ts`) are written once against it, in page scripts that every engine
 * of the floor runs (ES2017, no optional chaining in what the page evaluates).
 */
export interface EnginePage {
  /** The engine, as telemetry names it (`chromium/80`, `webkit/605`). */
  readonly engine: string;
  /** Opens an address and waits for its `load` event. */
  goto(url: string): Promise<void>;
  /** Evaluates an expression (a function body's `return …` is not needed: an expression) in the page; the result is JSON. */
  evaluate<T>(expression: string): Promise<T>;
  /** Uncaught errors and unhandled rejections the page raised since it was opened, as messages. */
  uncaughtErrors(): Promise<string[]>;
  close(): Promise<void>;
}

/** A browser that opens pages at 390×844. */
export interface EngineBrowser {
  readonly engine: string;
  newPage(): Promise<EnginePage>;
  close(): Promise<void>;
}
