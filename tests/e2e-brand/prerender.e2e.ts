import { prerenderSuite } from '../e2e/prerenderSuite';

// The second brand's prerendered pages: its name, lender and store links in the HTML itself.
prerenderSuite();
