import { render } from '@testing-library/react';
import { BrowserRouter } from 'react-router-dom';
import { loadActions, loadModal } from '../engine/afterPaint';
import { ScreenErrorBoundary } from '../engine/ErrorBoundary';
import { ScreenView } from '../engine/ScreenView';
import type { ScreenDef } from '../engine/screenTypes';
import { Toaster } from '../engine/Toaster';
import { collectWidgetTypes, loadWidget } from '../engine/widgetLoader';
import type { WidgetRegistry } from '../engine/widgetTypes';
import { getDefaultRegistry } from '../widgets/registry';

/** Options of `renderScreen`. */
export interface RenderScreenOptions {
  registry?: WidgetRegistry;
  query?: Record<string, string>;
  /** Load every widget chunk and the actions first, as the app has them by a first tap. Default true. */
  preload?: boolean;
}

/**
 * Component-test helper: renders a screen definition the way the app does (error boundary,
 * screen, toaster), for tests that query by role and name. Test code only, never shipped.
 */
export async function renderScreen(def: Partial<ScreenDef>, options: RenderScreenOptions = {}) {
  const registry = options.registry ?? getDefaultRegistry();
  const screen: ScreenDef = { id: 'test', routes: ['/t'], title: 'Test screen', body: [], ...def };
  if (options.preload !== false) {
    // As in the app once a screen has painted: the actions' chunk and the modal frame are there.
    await loadActions();
    await loadModal();
    const types = collectWidgetTypes([screen.body, screen.modals ?? {}], registry);
    await Promise.all(
      [...types].map((type) => loadWidget(registry[type] as NonNullable<WidgetRegistry[string]>)),
    );
  }
  return render(
    <BrowserRouter>
      <ScreenErrorBoundary file={`screens/${screen.id}.json`}>
        <ScreenView
          screen={screen}
          file={`screens/${screen.id}.json`}
          location={{ pathname: screen.routes[0] ?? '/t', query: options.query ?? {} }}
          registry={registry}
        />
      </ScreenErrorBoundary>
      <Toaster />
    </BrowserRouter>,
  );
}
