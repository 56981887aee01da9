import type { BridgeMessage } from '../bridge';
import { MAX_BATCH_BYTES, type TelemetryBatch, type TelemetryEvent } from './telemetryTypes';

/** Where a batch goes and the browser functions that take it there (tests pass their own). */
export interface Delivery {
  /** `POST` address; empty: not sent over HTTP. */
  url: string;
  /** Whether the host app gets the batch too, through the bridge (`track`). */
  bridge: boolean;
  /** `navigator.sendBeacon`, when the browser has it. */
  sendBeacon?: (url: string, data: Blob) => boolean;
  /** `fetch`, for a browser without beacons or one that refused it (its queue was full). */
  fetch?: typeof fetch;
  postBridge: (message: BridgeMessage) => void;
}

/**
 * Sends one batch as `{ "events": [...] }`: with `sendBeacon`, which the browser delivers even as
 * the page goes, else once with `fetch` and `keepalive`. A batch that could not go is dropped, never
 * retried, whatever the answer (a 429 of nginx's rate limit too): telemetry must not add traffic to
 * a phone that is already failing. A body over `MAX_BATCH_BYTES` goes as two halves, so the server
 * can refuse anything larger than the app sends.
 */
export function sendBatch(events: readonly TelemetryEvent[], delivery: Delivery): void {
  if (events.length === 0) return;
  const batch: TelemetryBatch = { events };
  const body = JSON.stringify(batch);
  if (new Blob([body]).size > MAX_BATCH_BYTES) {
    // One event is far below the limit (the contract bounds every field); were it not, it is dropped.
    if (events.length === 1) return;
    const half = Math.ceil(events.length / 2);
    sendBatch(events.slice(0, half), delivery);
    sendBatch(events.slice(half), delivery);
    return;
  }
  if (delivery.bridge) {
    try {
      delivery.postBridge({ action: 'track', params: { events } });
    } catch {
      // A host that throws on a message must not break the page.
    }
  }
  if (delivery.url === '') return;
  let queued = false;
  try {
    queued = delivery.sendBeacon?.(delivery.url, new Blob([body], { type: 'application/json' })) ?? false;
  } catch {
    queued = false;
  }
  if (queued || !delivery.fetch) return;
  delivery
    .fetch(delivery.url, {
      method: 'POST',
      body,
      keepalive: true,
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json' },
    })
    .catch(() => undefined);
}
