import { describe, expect, it } from 'vitest';
import type { BridgeAction } from './bridgeActions';
import { toBridgeMessage } from './bridgeMessage';
import casesTable from './toBridgeMessage.cases.json';

interface ToBridgeMessageCase {
  name: string;
  action: BridgeAction;
  params?: Record<string, unknown>;
  expected: unknown;
}

describe('toBridgeMessage', () => {
  it.each(casesTable as ToBridgeMessageCase[])('$name', ({ action, params, expected }) => {
    expect(toBridgeMessage(action, params)).toEqual(expected);
  });
});
