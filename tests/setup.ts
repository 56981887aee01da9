import '@testing-library/jest-dom/vitest';
import { vi } from 'vitest';

// A component test's first paint would load the telemetry reporter (and web-vitals), whose import
// resolves in whichever test runs by then: its listeners and timers under another test's fake clock,
// or after jsdom has gone. Telemetry's own tests load the real one (`vi.unmock`) or their own mock.
vi.mock('../src/telemetry/reporter', () => ({ startReporter: () => () => undefined }));
