import { currentLocale } from '../i18n/locale';
import { APP_BASE } from '../session/appBase';
import { translatedScreenChunk } from './routeAssets';
import { currentScreensVersion, type ScreenEntry } from './screens';
import type { ScreenDef } from './screenTypes';

const cache = new Map<string, Promise<ScreenDef>>();

/**
 * Loads a screen's JSON chunk once: for a screen with an experiment, the variant this page load shows
 * (`src/experiments/servedVariant.ts`, a chunk only such a screen loads). The checker proved its
 * shape in CI; here only the bare minimum is guarded.
 */
export function loadScreen(entry: ScreenEntry): Promise<ScreenDef> {
  return entry.experiment
    ? import('../experiments/servedVariant')
        .then(({ variantEntry }) => variantEntry(entry))
        .then(loadScreenFile)
    : loadScreenFile(entry);
}

/** The file each loaded screen was read from: a variant's, where its experiment shows one. */
const files = new WeakMap<ScreenDef, string>();

/**
 * The file a screen `loadScreen` gave was written in (`experiments/goLoanButton/b.json` for a
 * variant): what its errors name in telemetry and what its prerendered frame is matched by.
 */
export function screenFileOf(screen: ScreenDef): string | undefined {
  return files.get(screen);
}

function loadScreenFile(entry: ScreenEntry): Promise<ScreenDef> {
  // Each language's screen is its own chunk (scripts/screensPlugin.ts); the build's prerender draws both.
  const locale = currentLocale();
  // The dev server: a screen changed since the page loaded is read again (`SCREENS_CHANGED_EVENT`).
  const version = import.meta.hot ? currentScreensVersion() : 0;
  const key = import.meta.hot ? `${locale}:${entry.file}:${version}` : `${locale}:${entry.file}`;
  let pending = cache.get(key);
  if (!pending) {
    // Another language's chunk is named by index.html's table (src/engine/routeAssets.ts), not by the entry.
    const translated = locale === 'en' ? undefined : translatedScreenChunk(entry.file, locale, APP_BASE);
    const chunk: Promise<{ default: unknown }> = translated
      ? import(/* @vite-ignore */ translated)
      : import.meta.hot && version > 0
        ? import(/* @vite-ignore */ changedScreenUrl(entry.file, locale, version))
        : entry.load(locale);
    pending = chunk.then((module) => {
      const screen = module.default as ScreenDef;
      if (!screen || !Array.isArray(screen.body)) throw new Error(`${entry.file} is not a screen`);
      files.set(screen, entry.file);
      return screen;
    });
    pending.catch(() => cache.delete(key));
    cache.set(key, pending);
  }
  return pending;
}

/**
 * A screen's module on the dev server as it is now: the address Vite gives its import (`?import`,
 * and `?locale=` for another language) with a time (`t`, which Vite drops) the browser has not loaded.
 */
function changedScreenUrl(file: string, locale: string, version: number): string {
  const language = locale === 'en' ? '' : `&locale=${locale}`;
  return `${import.meta.env.BASE_URL}${file}?import${language}&t=${version}`;
}
