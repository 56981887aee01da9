import { type ReactNode, useEffect, useState } from 'react';
import { collectWidgetTypes, getDefaultRegistry, loadWidget } from '../widgets/registry';
import type { WidgetRegistry } from '../widgets/types';
import { ScreenErrorBoundary } from './ErrorBoundary';
import { type Location, readLocation, subscribeLocation } from './router';
import { ScreenView } from './ScreenView';
import { loadScreen, matchScreen, type ScreenEntry } from './screens';
import type { ScreenDef } from './screenTypes';
import { Toaster } from './Toaster';

type Loaded =
  | { status: 'loading' }
  | { status: 'ready'; screen: ScreenDef; entry: ScreenEntry }
  | { status: 'error'; message: string };

/** Loads the screen JSON for a path and the chunks of every widget it uses, in parallel. */
async function prepare(entry: ScreenEntry, registry: WidgetRegistry): Promise<ScreenDef> {
  const screen = await loadScreen(entry);
  const types = collectWidgetTypes([screen.body, screen.modals ?? {}], registry);
  await Promise.all(
    [...types].map((type) => loadWidget(registry[type] as NonNullable<WidgetRegistry[string]>)),
  );
  return screen;
}

interface AppProps {
  /** Widgets by `type`; defaults to `getDefaultRegistry()`. */
  registry?: WidgetRegistry;
}

/** The app: route → screen JSON → renderer. */
export function App({ registry: customRegistry }: AppProps): ReactNode {
  const [registry] = useState(() => customRegistry ?? getDefaultRegistry());
  const [location, setLocation] = useState<Location>(readLocation);
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => subscribeLocation(setLocation), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the load on Retry.
  useEffect(() => {
    const entry = matchScreen(location.pathname);
    if (!entry) {
      setLoaded({ status: 'error', message: 'Page not found.' });
      return;
    }
    let live = true;
    setLoaded((current) =>
      current.status === 'ready' && current.entry === entry ? current : { status: 'loading' },
    );
    prepare(entry, registry).then(
      (screen) => live && setLoaded({ status: 'ready', screen, entry }),
      (error: unknown) => {
        console.warn(`[screens] could not load ${entry.file}: ${String(error)}`);
        if (live)
          setLoaded({ status: 'error', message: 'This page could not be loaded. Check your connection.' });
      },
    );
    return () => {
      live = false;
    };
  }, [location.pathname, registry, attempt]);

  // Until the new path's screen is ready, the old screen must not render with the new address
  // (it would reload its data and rerun its onLoad for a URL that is not its own).
  const current =
    loaded.status === 'ready' && loaded.entry === matchScreen(location.pathname) ? loaded : undefined;
  let content: ReactNode;
  if (current) {
    const key = `${current.entry.file}?${new URLSearchParams(location.query).toString()}`;
    content = (
      <ScreenErrorBoundary key={key} file={current.entry.file}>
        <ScreenView
          screen={current.screen}
          file={current.entry.file}
          location={location}
          registry={registry}
        />
      </ScreenErrorBoundary>
    );
  } else if (loaded.status === 'error') {
    content = (
      <main className="screen">
        <div className="state state-error" role="alert">
          <p className="state-title">{loaded.message}</p>
          <button type="button" className="btn btn-primary" onClick={() => setAttempt((n) => n + 1)}>
            Retry
          </button>
        </div>
      </main>
    );
  } else {
    content = (
      <main className="screen" aria-busy="true">
        <div className="state state-loading">
          <span className="spinner" aria-hidden="true" />
          <span className="visually-hidden">Loading…</span>
        </div>
      </main>
    );
  }
  return (
    <>
      {content}
      <Toaster />
    </>
  );
}
