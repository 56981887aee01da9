import { act, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { App, startFirstRoute } from '../engine/App';
import type { ScreenEntry } from '../engine/screens';
import { loadWidget } from '../engine/widgetLoader';
import { getDefaultRegistry } from '../widgets/registry';

/**
 * Watches the page for a loading state (`.state-loading`) from now on; the returned function
 * stops watching and says whether one ever entered the page. Test code only.
 */
export function watchForLoading(): () => boolean {
  let seen = false;
  const observer = new MutationObserver(() => {
    seen ||= document.querySelector('.state-loading') !== null;
  });
  observer.observe(document.body, { childList: true, subtree: true });
  return () => {
    observer.disconnect();
    return seen;
  };
}

/**
 * Opens `address` as the page's own route, as `main.tsx` does: the route starts first (its calls and
 * chunks), everything it started arrives, then the app renders, with one registry for both. The
 * result stops watching for a loading state and says whether one was seen. Test code only.
 */
export async function openStartedRoute(entry: ScreenEntry, address: string): Promise<() => boolean> {
  const registry = getDefaultRegistry();
  // A test machine's first import of a widget can take longer than a task.
  await Promise.all((entry.widgets ?? []).map((type) => loadWidget(registry[type]!)));
  const [pathname = '/', search = ''] = address.split('?');
  startFirstRoute(pathname, search ? `?${search}` : '', registry, [entry]);
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  const loadingSeen = watchForLoading();
  render(
    <MemoryRouter initialEntries={[address]}>
      <App screens={[entry]} registry={registry} />
    </MemoryRouter>,
  );
  return loadingSeen;
}
