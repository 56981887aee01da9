import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { renderStudioNginxSite } from './lib/studioNginxSite.ts';

/**
 * `npx tsx scripts/render-studio-nginx.ts --upstream 127.0.0.1:5180 --users /etc/nginx/studio.htpasswd
 * --secret-file /etc/nginx/studio-proxy-secret [--listen 443] [--server-name studio.lender.ph]`: prints
 * `deploy/studio-nginx.conf` filled in, for /etc/nginx/conf.d/ (docs/studio-service.md).
 */
const { values } = parseArgs({
  options: {
    listen: { type: 'string', default: '80' },
    'server-name': { type: 'string', default: '_' },
    upstream: { type: 'string', default: '127.0.0.1:5180' },
    users: { type: 'string' },
    'secret-file': { type: 'string' },
  },
});
if (!values.users || !values['secret-file']) {
  console.error(
    'render-studio-nginx: --users <htpasswd> and --secret-file <file with STUDIO_PROXY_SECRET> are needed',
  );
  process.exit(2);
}
process.stdout.write(
  renderStudioNginxSite({
    listen: values.listen,
    serverName: values['server-name'],
    upstream: values.upstream,
    users: resolve(values.users),
    proxySecret: readFileSync(values['secret-file'], 'utf8').trim(),
  }),
);
