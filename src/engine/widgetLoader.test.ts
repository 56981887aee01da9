import { loadedWidget, loadWidget } from './widgetLoader';
import type { WidgetComponent, WidgetEntry } from './widgetTypes';

const Widget: WidgetComponent = () => null;

/** An entry whose chunk arrives when the test says, counting the times it is asked for. */
function deferredEntry() {
  const asked: Array<{ resolve: (component: WidgetComponent) => void; reject: (error: Error) => void }> = [];
  const entry: WidgetEntry = {
    load: () =>
      new Promise<WidgetComponent>((resolve, reject) => {
        asked.push({ resolve, reject });
      }),
  };
  return { entry, asked };
}

describe('loadWidget', () => {
  it.each([2, 3])('%i callers before the chunk arrives share one load and one component', async (callers) => {
    const { entry, asked } = deferredEntry();
    const loads = Array.from({ length: callers }, () => loadWidget(entry));
    expect(asked).toHaveLength(1);
    asked[0]?.resolve(Widget);
    const components = await Promise.all(loads);
    expect(new Set(components).size).toBe(1);
    expect(loadedWidget(entry)).toBe(components[0]);
    // After it arrived: the same component, with no new load.
    expect(await loadWidget(entry)).toBe(components[0]);
    expect(asked).toHaveLength(1);
  });

  it('asks again after a load that failed (offline), and every caller of the failed one sees the failure', async () => {
    const { entry, asked } = deferredEntry();
    const first = [loadWidget(entry), loadWidget(entry)];
    asked[0]?.reject(new Error('offline'));
    for (const load of first) await expect(load).rejects.toThrow('offline');
    expect(loadedWidget(entry)).toBeUndefined();
    const again = loadWidget(entry);
    expect(asked).toHaveLength(2);
    asked[1]?.resolve(Widget);
    expect(loadedWidget(entry)).toBeUndefined();
    expect(await again).toBe(loadedWidget(entry));
  });
});
