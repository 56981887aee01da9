import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TelemetryFact } from '../telemetry/telemetryTypes';
import { ScreenErrorBoundary } from './ErrorBoundary';
import { renderErrorOrigin, withErrorOrigin } from './renderErrorOrigin';
import type { WidgetProps } from './widgetTypes';

const recorded = vi.hoisted(() => [] as TelemetryFact[]);
vi.mock('../telemetry/recordTelemetry', () => ({
  recordTelemetry: (fact: TelemetryFact) => recorded.push(fact),
  startTelemetry: () => undefined,
}));

/** A stack-like widget around one child, and a widget whose render throws. */
const Outer = withErrorOrigin(function Outer({ node, pointer }: WidgetProps): ReactNode {
  const child = (node as unknown as { child: WidgetProps['node'] }).child;
  return (
    <section>
      <Inner node={child} pointer={`${pointer}/children/0`} />
    </section>
  );
});
const Inner = withErrorOrigin(function Inner({ node }: WidgetProps): ReactNode {
  return <p>{Array.from({ length: (node as unknown as { max: number }).max }, () => '★').join('')}</p>;
});

beforeEach(() => {
  recorded.length = 0;
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('render errors and the widget that threw them', () => {
  it('a widget renders as before', () => {
    render(<Outer node={{ type: 'stack', child: { type: 'stars', max: 3 } }} pointer="/body/0" />);
    expect(screen.getByText('★★★')).toBeInTheDocument();
  });

  it('the boundary reports the innermost widget that threw: its pointer and type', () => {
    render(
      <ScreenErrorBoundary file="screens/aboutUs.json">
        <Outer node={{ type: 'stack', child: { type: 'starRating', max: 2 ** 32 } }} pointer="/body/0" />
      </ScreenErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('This page could not be shown.');
    expect(recorded).toEqual([
      {
        type: 'error',
        file: 'screens/aboutUs.json',
        pointer: '/body/0/children/0',
        widget: 'starRating',
        message: 'Invalid array length',
      },
    ]);
  });

  it('an error thrown outside any widget has no origin', () => {
    expect(renderErrorOrigin(new Error('x'))).toBeUndefined();
    expect(renderErrorOrigin('a string')).toBeUndefined();
  });

  it('wraps each component once, and leaves a class component as it is', () => {
    const render = () => null;
    expect(withErrorOrigin(render)).toBe(withErrorOrigin(render));
    class Widget extends (class {} as new () => object) {}
    Object.assign(Widget.prototype, { isReactComponent: {} });
    expect(withErrorOrigin(Widget as never)).toBe(Widget);
  });
});
