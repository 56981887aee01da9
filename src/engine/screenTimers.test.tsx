import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../testing/renderScreen';
import screens from './screenTimers.screens.json';
import type { ScreenDef } from './screenTypes';

/**
 * Timed screen behaviour with fake timers: the complaint success modal (1.5 s, then the page
 * is replaced and the draft cleared) and the rating popup opened 3 s after load, written with
 * the same actions as the screens, so the engine's timing is pinned without a browser.
 */

async function renderTimed(def: Partial<ScreenDef>) {
  vi.useFakeTimers();
  const view = await renderScreen({ id: 'timed', routes: ['/timed'], title: 'Timed', ...def });
  // Let the (empty) data load settle and onLoad start.
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });
  return view;
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/** The small screens under test, as JSON like the real ones (same actions as the complaint screens). */
const SCREENS = screens as unknown as Record<
  'ratingPopup' | 'afterDelay' | 'successModal',
  Partial<ScreenDef>
>;

const ratingPopup = (isNeedScore: number): Partial<ScreenDef> => ({
  ...SCREENS.ratingPopup,
  state: { isNeedScore },
});

describe('screen timers', () => {
  beforeEach(() => {
    localStorage.clear();
    window.history.replaceState(null, '', '/timed');
    // jsdom has no scrolling; navigation scrolls to the top.
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens the rating popup 3 s after load when isNeedScore is not 0', async () => {
    await renderTimed(ratingPopup(1));
    await advance(2999);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await advance(1);
    expect(screen.getByRole('dialog', { name: 'Rate our reply' })).toBeInTheDocument();
  });

  it('never opens the rating popup when isNeedScore is 0', async () => {
    await renderTimed(ratingPopup(0));
    await advance(60_000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does not run the actions after a delay once the screen is gone', async () => {
    const view = await renderTimed(SCREENS.afterDelay);
    await advance(1000);
    view.unmount();
    await advance(10_000);
    expect(localStorage.getItem('after.delay')).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('shows the success modal for 1.5 s, then clears the draft and replaces the page', async () => {
    localStorage.setItem('timed.description', JSON.stringify('draft'));
    localStorage.setItem('other.key', '"kept"');
    await renderTimed(SCREENS.successModal);
    const length = window.history.length;
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await advance(0);
    expect(screen.getByRole('dialog', { name: 'Submitted successfully' })).toBeInTheDocument();
    await advance(1499);
    expect(window.location.pathname).toBe('/timed');
    // The draft is gone as soon as the complaint is saved, so leaving during the modal cannot bring it back.
    expect(localStorage.getItem('timed.description')).toBeNull();
    await advance(1);
    expect(window.location.pathname).toBe('/complaint');
    expect(window.history.length).toBe(length);
    expect(localStorage.getItem('timed.description')).toBeNull();
    expect(localStorage.getItem('other.key')).toBe('"kept"');
  });
});
