import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { startTestSandbox } from '../sandbox/testServer.ts';
import { startNginx } from './lib/nginxServer.ts';

/**
 * `npm run preview:nginx`: the sub-path build (`npm run build:nginx`, in `dist-nginx/`) served by
 * Debian's nginx with `deploy/nginx.conf`, its API proxied to the sandbox, both on free ports, until
 * Ctrl-C. What the `e2e:nginx` browser tests run against; `--dist` and `--base` pick another build.
 */
const { values } = parseArgs({
  options: {
    dist: { type: 'string', default: 'dist-nginx' },
    base: { type: 'string', default: '/loan/' },
  },
});

const sandbox = await startTestSandbox();
const nginx = await startNginx({
  root: resolve(values.dist),
  base: values.base,
  upstream: new URL(sandbox.origin).host,
});
console.log(
  `nginx serves ${values.dist}/ at ${nginx.origin}${values.base} (config and logs in ${nginx.prefix})`,
);
console.log(
  `  e.g. ${nginx.origin}${values.base}loanDetails?productId=1&orderId=order-174-delay1&sessionId=s1`,
);
const stop = async () => {
  await nginx.stop();
  await sandbox.close();
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
