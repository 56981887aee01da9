// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseScreen } from '../check/parsedScreen';
import { compileScreenOnce } from './compileOnce';
import type { PartFile } from './parts';

const SCREEN = JSON.stringify({
  id: 'x',
  routes: ['/x'],
  body: [{ use: 'greeting' }, { type: 'text', text: '=brand.name' }],
});

function parts(text: string): Map<string, PartFile> {
  const data = { params: {}, body: [{ type: 'text', text }] };
  return new Map([
    ['greeting', { name: 'greeting', file: 'screens/parts/greeting.json', text: JSON.stringify(data), data }],
  ]);
}

/** The texts the compiled body shows. */
function texts(compiled: ReturnType<typeof compileScreenOnce>): unknown[] {
  return (compiled.value as { body: { text: unknown }[] }).body.map((widget) => widget.text);
}

describe('parseScreen', () => {
  it('shares the parsed JSON between equal texts, never between different ones', () => {
    const a = parseScreen('screens/x.json', SCREEN);
    const b = parseScreen('screens/y.json', SCREEN);
    expect(b.data).toBe(a.data);
    expect(b.file).toBe('screens/y.json');
    expect(parseScreen('screens/x.json', `${SCREEN} `).data).not.toBe(a.data);
    // Each answer is the caller's own: what one sets on it (the compiled screen) the other does not see.
    a.origins = new Map();
    expect(b.origins).toBeUndefined();
  });
});

describe('compileScreenOnce', () => {
  const data = parseScreen('screens/x.json', SCREEN).data;
  const first = compileScreenOnce(data, 'screens/x.json', parts('Hello'), { name: 'PesoAgad' });

  it.each([
    { change: 'nothing', file: 'screens/x.json', greeting: 'Hello', brand: 'PesoAgad', same: true },
    { change: 'a part', file: 'screens/x.json', greeting: 'Kumusta', brand: 'PesoAgad', same: false },
    { change: 'the brand', file: 'screens/x.json', greeting: 'Hello', brand: 'KwartaNow', same: false },
    { change: 'the file', file: 'screens/z.json', greeting: 'Hello', brand: 'PesoAgad', same: false },
  ])('compiles again when $change changed: $same', ({ file, greeting, brand, same }) => {
    const again = compileScreenOnce(data, file, parts(greeting), { name: brand });
    if (same) expect(again).toBe(first);
    else expect(again).not.toBe(first);
    expect(texts(again)).toEqual([greeting, brand]);
    expect(again.origins.get('/body/0')?.file).toBe('screens/parts/greeting.json');
  });
});
