// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { activeBrandScope } from '../language/brand/brand';
import { compileScreen } from '../language/compile/compileScreen';
import { readParts } from '../language/compile/parts';
import { type PlannedScreen, screenStates } from './screenStates';

const ROOT = resolve(import.meta.dirname, '..');
const parts = readParts(ROOT);
const brand = activeBrandScope(ROOT);

/** A screen of the project, compiled as the studio and the review compile it. */
function screen(file: string): PlannedScreen {
  const data = JSON.parse(readFileSync(join(ROOT, file), 'utf8')) as Record<string, unknown>;
  return { file, data, compiled: compileScreen(data, file, parts, brand) };
}

describe('the states of a screen', () => {
  it('are order details in every order status, its other scenarios and a refusal and a fault of its source', () => {
    const keys = screenStates(screen('screens/orderDetails.json')).map((p) => p.scenario);
    for (const status of [21, 110, 151, 170, 174, 180, 200])
      for (const delay of [0, 1]) expect(keys).toContain(`order-${status}-delay${delay}`);
    expect(keys).toContain('order-score');
    expect(keys.slice(0, 1)).toEqual(['default']);
    expect(keys.slice(-2)).toEqual(['fault-code:loanDetails', 'fault-500:loanDetails']);
    expect(keys).not.toContain('pay-valid');
  });

  it('are one for a screen without data; the not-found screen opens an unknown path', () => {
    expect(screenStates(screen('screens/aboutUs.json')).map((p) => p.scenario)).toEqual(['default']);
    expect(screenStates(screen('screens/notFound.json'))[0]?.route).toBe('/__studio-no-such-page');
  });

  it('are one, the default, for a file that is not JSON', () => {
    expect(screenStates({ file: 'screens/broken.json' })).toEqual([
      expect.objectContaining({ scenario: 'default', route: '/__studio-no-such-page' }),
    ]);
  });
});
