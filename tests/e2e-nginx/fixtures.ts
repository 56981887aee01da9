import { inject } from 'vitest';
import { CONTENT_SECURITY_POLICY } from '../e2e/csp.ts';
import { test as base } from '../e2e/fixtures.ts';

/** An app path under the base nginx serves: `appPath('/loanDetails')` is `/loan/loanDetails`. */
export function appPath(path: string): string {
  return `${inject('base')}${path.replace(/^\//, '')}`;
}

/**
 * The `app` of the browser tests (390×844, fails on console errors and CSP violations), served by
 * nginx. Here the policy is nginx's header, not the test server's: every page nginx sends must carry
 * exactly the browser tests' policy, or the test fails as for a violation.
 */
export const test = base.extend<{ nginxPolicy: undefined }>({
  nginxPolicy: [
    async ({ app }, use) => {
      const origin = inject('nginxOrigin');
      app.page.on('response', (response) => {
        if (response.request().resourceType() !== 'document' || !response.url().startsWith(origin)) return;
        const policy = response.headers()['content-security-policy'];
        if (policy !== CONTENT_SECURITY_POLICY)
          app.problems.push(`${response.url()}: Content-Security-Policy header ${policy ?? 'missing'}`);
      });
      await use(undefined);
    },
    { auto: true },
  ],
});

export { describe, expect } from 'vitest';
