import { afterEach, describe, expect, it, vi } from 'vitest';
import { anchorId } from './anchorId';
import { runScrollTo } from './scrollTo';
import type { ActionHost } from './types';

const host = {} as ActionHost;

function section(anchor: string): HTMLElement {
  const element = document.createElement('section');
  element.id = anchorId(anchor);
  element.tabIndex = -1;
  element.scrollIntoView = vi.fn();
  document.body.appendChild(element);
  return element;
}

function prefersReducedMotion(reduce: boolean): void {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) => ({ matches: reduce && query.includes('reduce') }) as MediaQueryList,
  );
}

describe('runScrollTo', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    vi.restoreAllMocks();
  });

  it.each([
    { reduce: false, behavior: 'smooth' },
    { reduce: true, behavior: 'auto' },
  ])('scrolls the anchored section to the top ($behavior) and focuses it', ({ reduce, behavior }) => {
    window.matchMedia ??= () => ({ matches: false }) as MediaQueryList;
    prefersReducedMotion(reduce);
    const target = section('cookies');
    expect(runScrollTo({ type: 'scrollTo', anchor: 'cookies' }, host, '/body/0')).toEqual({ ok: true });
    expect(target.scrollIntoView).toHaveBeenCalledWith({ behavior, block: 'start' });
    expect(document.activeElement).toBe(target);
  });

  it('reports a missing anchor with its pointer instead of throwing', () => {
    section('cookies');
    expect(runScrollTo({ type: 'scrollTo', anchor: 'minors' }, host, '/body/0/onClick/0')).toEqual({
      ok: false,
      error: 'no anchor "minors" on this screen',
      pointer: '/body/0/onClick/0',
    });
  });
});
