import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { renderNginxSite } from './lib/nginxSite.ts';

/**
 * `npx tsx scripts/render-nginx.ts --upstream 10.0.0.5:8080 [--listen 80] [--root dist] [--base /loan/]
 * [--server-name h5.example.ph] [--frame-src https://docs.example.ph ...] [--brotli | --no-brotli]
 * [--telemetry-log /var/log/nginx/loan-telemetry.log] [--access-log /var/log/nginx/loan-access.log]`:
 * prints `deploy/nginx.conf`
 * filled in, for /etc/nginx/conf.d/. `--frame-src` may be repeated or hold several origins.
 */
const { values } = parseArgs({
  options: {
    listen: { type: 'string', default: '80' },
    'server-name': { type: 'string', default: '_' },
    root: { type: 'string', default: 'dist' },
    base: { type: 'string', default: '/loan/' },
    upstream: { type: 'string' },
    'frame-src': { type: 'string', multiple: true, default: [] },
    // Default: whether Debian's Brotli module is installed on this machine.
    brotli: { type: 'boolean' },
    'no-brotli': { type: 'boolean' },
    // Where each telemetry batch is written, one JSON line each (default /var/log/nginx/loan-telemetry.log).
    'telemetry-log': { type: 'string' },
    // The site's access log, one JSON line a request, never the query (default /var/log/nginx/loan-access.log).
    'access-log': { type: 'string' },
  },
});

if (values.upstream === undefined) {
  console.error('--upstream host:port of the API backend is required');
  process.exit(2);
}
try {
  process.stdout.write(
    renderNginxSite({
      listen: values.listen,
      serverName: values['server-name'],
      root: resolve(values.root),
      base: values.base,
      upstream: values.upstream,
      frameSrc: values['frame-src'].flatMap((list) => list.split(/\s+/).filter(Boolean)),
      brotli: values['no-brotli'] ? false : values.brotli,
      ...(values['telemetry-log'] === undefined ? {} : { telemetryLog: values['telemetry-log'] }),
      ...(values['access-log'] === undefined ? {} : { accessLog: values['access-log'] }),
    }),
  );
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}
