import { describe, expect, it } from 'vitest';
import { driftedAnswer } from './drift';

describe('driftedAnswer (fault-drift)', () => {
  it.each([
    [
      'every number of data, nested and in lists, as text',
      { code: 0, data: { orderStatus: 174, list: [{ n: 1.5 }, 'x'], ok: true, none: null }, message: '' },
      { code: 0, data: { orderStatus: '174', list: [{ n: '1.5' }, 'x'], ok: true, none: null }, message: '' },
    ],
    [
      'the variant payload',
      { status: '00', attach: { vm: 500000 } },
      { status: '00', attach: { vm: '500000' } },
    ],
    ['an answer with no payload, as it was', { code: 1, message: 'no' }, { code: 1, message: 'no' }],
    ['an answer that is not an object, as it was', 'text', 'text'],
  ])('%s', (_, answer, drifted) => {
    const before = JSON.stringify(answer);
    expect(driftedAnswer(answer)).toEqual(drifted);
    // The fixture itself is left alone.
    expect(JSON.stringify(answer)).toBe(before);
  });
});
