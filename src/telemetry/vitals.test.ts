import { describe, expect, it } from 'vitest';
import { pointerOf } from './vitals';

describe('pointerOf', () => {
  document.body.innerHTML = `
    <main>
      <section data-pointer="/body/0"><p data-pointer="/body/0/children/1">Due <b>soon</b></p><span>x</span></section>
      <div id="toast">Saved</div>
    </main>`;
  it.each([
    ['an element of a widget', 'p', '/body/0/children/1'],
    ['an element inside a widget', 'b', '/body/0/children/1'],
    ['an element of its container', 'span', '/body/0'],
    ['outside every widget', '#toast', ''],
  ])('%s', (_, selector, pointer) => {
    expect(pointerOf(document.querySelector(selector))).toBe(pointer);
  });
  it('a text node: its element', () => {
    expect(pointerOf(document.querySelector('b')?.firstChild ?? null)).toBe('/body/0/children/1');
  });
  it('nothing', () => {
    expect(pointerOf(null)).toBe('');
  });
});
