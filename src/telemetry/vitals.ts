import { type MetricWithAttribution, onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals/attribution';
import type { FactStamp, StampedFact } from './telemetryTypes';

/**
 * The JSON pointer of the screen node an element belongs to: the nearest widget's `data-pointer`
 * (every widget writes its own on its outer element). Empty outside any widget (the app shell,
 * a toast), so `web-vitals` does not build a CSS selector nobody reads.
 */
export function pointerOf(node: Node | null): string {
  const element = node instanceof Element ? node : (node?.parentElement ?? null);
  return element?.closest('[data-pointer]')?.getAttribute('data-pointer') ?? '';
}

/**
 * Reports LCP, INP, CLS, FCP and TTFB of each screen as vital facts, from `web-vitals`' attribution
 * build: LCP, INP and CLS with the pointer of the node they point at. With soft navigations
 * (Chromium 151+), each in-app navigation is measured on its own and reported under its screen;
 * elsewhere the page load's, under the screen it was loaded for. `where` says which screen an
 * address shows.
 */
export function observeVitals(
  report: (fact: StampedFact) => void,
  where: (navigationURL: string | undefined) => Omit<FactStamp, 'time'>,
): void {
  const options = { reportSoftNavs: true, generateTarget: pointerOf };
  const send = (metric: MetricWithAttribution, pointer?: string) => {
    // A soft navigation's TTFB is 0 by definition: nothing measured.
    if (metric.name === 'TTFB' && metric.navigationType === 'soft-navigation') return;
    report({
      type: 'vital',
      name: metric.name,
      value: metric.value,
      ...(pointer ? { pointer } : {}),
      ...where(metric.navigationURL),
      time: Date.now(),
    });
  };
  onLCP((metric) => send(metric, metric.attribution.target), options);
  onINP((metric) => send(metric, metric.attribution.interactionTarget), options);
  onCLS((metric) => send(metric, metric.attribution.largestShiftTarget), options);
  onFCP((metric) => send(metric), options);
  onTTFB((metric) => send(metric), options);
}
