import { prerenderSuite } from './prerenderSuite';

// The default build's prerendered pages (the second brand's: tests/e2e-brand; under /loan/: tests/e2e-subpath).
prerenderSuite();
