import { describe, expect, it } from 'vitest';
import { detectDevice, IN_APP_BROWSERS } from './detectDevice';
import cases from './detectDevice.cases.json';
import { DEVICE_SCHEMA, type DeviceInfo } from './deviceInfo';

interface Case {
  name: string;
  userAgent: string;
  expected: DeviceInfo;
}

const table = cases as Case[];

describe('detectDevice', () => {
  it.each(table)('$name', ({ userAgent, expected }) => {
    expect(detectDevice(userAgent)).toEqual(expected);
  });

  it('has a real user agent for every in-app browser it recognises', () => {
    const named = new Set(table.map((c) => c.expected.inAppBrowserName));
    expect(IN_APP_BROWSERS.map((browser) => browser.name).filter((name) => !named.has(name))).toEqual([]);
  });

  it('gives exactly the fields the checker proves formulas against, with the page language (currentDevice)', () => {
    expect([...Object.keys(detectDevice('')), 'locale'].sort()).toEqual(
      Object.keys(DEVICE_SCHEMA.properties ?? {}).sort(),
    );
  });
});
