import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordingHost } from '../testing/recordingHost';
import cases from './cases/geolocation.json';
import { runActions } from './runActions';
import type { Action } from './types';

interface Device {
  position?: { latitude: number; longitude: number; accuracy: number };
  error?: { code: number; message: string };
  unsupported?: boolean;
  throws?: string;
}

interface Case {
  name: string;
  device: Device;
  action: Action;
  /** State after the step: branches write what they saw to `said`. */
  expected: { state: Record<string, unknown>; options?: PositionOptions };
}

const original = Object.getOwnPropertyDescriptor(navigator, 'geolocation');

/** Puts a fake `navigator.geolocation` in place that answers as `device` says; returns its spy. */
function fakeDevice(device: Device) {
  const getCurrentPosition = vi.fn(
    (onSuccess: PositionCallback, onError?: PositionErrorCallback | null, _options?: PositionOptions) => {
      if (device.throws) throw new Error(device.throws);
      if (device.position)
        onSuccess({ coords: device.position, timestamp: 0 } as unknown as GeolocationPosition);
      else if (device.error) onError?.(device.error as GeolocationPositionError);
    },
  );
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: device.unsupported ? undefined : { getCurrentPosition },
  });
  return getCurrentPosition;
}

describe('geolocation', () => {
  beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => {
    if (original) Object.defineProperty(navigator, 'geolocation', original);
    else Reflect.deleteProperty(navigator, 'geolocation');
    vi.restoreAllMocks();
  });

  it.each(cases as Case[])('$name', async (c) => {
    const getCurrentPosition = fakeDevice(c.device);
    const { host, state } = recordingHost();
    expect(await runActions([c.action], host, '')).toEqual({ ok: true });
    expect(state()).toEqual(c.expected.state);
    if (c.expected.options) expect(getCurrentPosition.mock.calls[0]?.[2]).toEqual(c.expected.options);
  });

  it('runs no branch when the screen went away while the device looked for a fix', async () => {
    let answer: PositionCallback = () => undefined;
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: {
        getCurrentPosition: (onSuccess: PositionCallback) => {
          answer = onSuccess;
        },
      },
    });
    const leave = new AbortController();
    const { host, log, state } = recordingHost({}, leave.signal);
    const done = runActions(
      [{ type: 'geolocation', resultKey: 'where', onSuccess: [{ type: 'openModal', modal: 'found' }] }],
      host,
      '',
    );
    leave.abort();
    answer({
      coords: { latitude: 1, longitude: 2, accuracy: 3 },
      timestamp: 0,
    } as unknown as GeolocationPosition);
    expect(await done).toEqual({ ok: true });
    expect(log.modals).toEqual([]);
    expect(state()).toEqual({});
  });
});
