import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';

// A component test's first paint would load the telemetry reporter (and web-vitals), whose import
// resolves in whichever test runs by then: its listeners and timers under another test's fake clock,
// or after jsdom has gone. Telemetry's own tests load the real one (`vi.unmock`) or their own mock.
vi.mock('../src/telemetry/reporter', () => ({ startReporter: () => () => undefined }));

// findBy… and waitFor wait up to 5 s, not 1: a chunk imported on a tap (the modal's frame, a
// widget's) is transformed on first import, which took over a second on CI's busy cores.
configure({ asyncUtilTimeout: 5000 });

// Files share a jsdom and the modules they import (vitest.config.ts, `isolate: false`): Testing
// Library registers its own cleanup once, in the first file that imports it, so every file
// unmounts what it drew here, and leaves the page's storage and address as it found them.
afterEach(() => {
  cleanup();
});
afterAll(() => {
  // A file may ask for Node alone (`@vitest-environment node`): no page to clean.
  if (typeof document === 'undefined') return;
  localStorage.clear();
  sessionStorage.clear();
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});
