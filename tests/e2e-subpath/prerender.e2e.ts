import { prerenderSuite } from '../e2e/prerenderSuite';

// The prerendered pages of the build for `/loan/`, served there.
prerenderSuite();
