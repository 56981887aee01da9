// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { BATCH_SIZE, MAX_BATCH_BYTES, MAX_EVENTS_PER_PAGE } from '../../src/telemetry/telemetryTypes.ts';
import { CONTENT_SECURITY_POLICY } from '../../tests/e2e/csp.ts';
import { type NginxSiteOptions, renderNginxSite } from './nginxSite.ts';

const SITE: NginxSiteOptions = {
  listen: 8080,
  root: '/srv/loan/dist/',
  base: '/loan/',
  upstream: '10.0.0.5:9000',
};

describe('renderNginxSite', () => {
  const conf = renderNginxSite(SITE);

  it('fills every LOAN_* variable and leaves nginx variables alone', () => {
    expect(conf).not.toMatch(/\$\{LOAN_/);
    expect(conf).toContain('listen 8080;');
    expect(conf).toContain('server_name _;');
    expect(conf).toContain('server 10.0.0.5:9000;');
    expect(conf).toContain('location ^~ /loan/api/ {');
    expect(conf).toContain('alias /srv/loan/dist/assets/;');
    expect(conf).toContain('try_files $uri /loan/$loan_pages/$loan_variant_page.html /loan/index.html;');
    // The build's experiments (DESIGN §14), from the build it serves.
    expect(conf).toContain('include /srv/loan/dist/experiments.nginx.conf;');
    expect(conf).toContain('set $loan_frame_src "";');
  });

  it('sends the browser tests’ Content-Security-Policy, with frame-src only when origins are named', () => {
    const policy = /add_header Content-Security-Policy "([^"]*)\$loan_csp_frame_src" always;/.exec(conf);
    expect(policy?.[1]).toBe(CONTENT_SECURITY_POLICY);
    const framed = renderNginxSite({
      ...SITE,
      frameSrc: ['https://docs.example.ph', 'https://*.cdn.example'],
    });
    expect(framed).toContain('set $loan_frame_src "https://docs.example.ph https://*.cdn.example";');
    expect(framed).toContain(`default "; frame-src 'self' $loan_frame_src";`);
  });

  it.each([
    [true, 'brotli_static on;'],
    [false, '# brotli_static: no Brotli module'],
  ])('brotli %s: %s, and gzip_static either way', (brotli, line) => {
    const site = renderNginxSite({ ...SITE, brotli });
    expect(site).toContain(line);
    expect(/^\s*brotli_static on;/m.test(site)).toBe(brotli);
    expect(site).toContain('gzip_static on;');
  });

  it('takes telemetry as the app sends it: JSON POSTs of its largest body and a margin, a page load at once per address', () => {
    const location = /location = \/loan\/telemetry \{[\s\S]*?\n {4}\}/.exec(conf)?.[0] ?? '';
    const bodyKb = Number(/client_max_body_size (\d+)k;/.exec(location)?.[1]);
    expect(bodyKb * 1024).toBeGreaterThanOrEqual(MAX_BATCH_BYTES * 1.2);
    expect(bodyKb).toBeLessThan(64);
    expect(location).toContain(`client_body_buffer_size ${bodyKb}k;`);
    const burst = Number(/limit_req zone=loan_telemetry burst=(\d+) nodelay;/.exec(location)?.[1]);
    // A page load's full batches, at once, from several borrowers behind one address.
    expect(burst).toBeGreaterThanOrEqual(2 * (MAX_EVENTS_PER_PAGE / BATCH_SIZE));
    expect(conf).toMatch(/limit_req_zone \$binary_remote_addr zone=loan_telemetry:\d+m rate=1r\/s;/);
    expect(location).toContain('limit_req_status 429;');
    expect(location).toContain('if ($loan_telemetry_refused_type) {');
  });

  it('writes each telemetry batch as one JSON line of its own log, the default one or the one named', () => {
    expect(conf).toContain(
      `log_format loan_telemetry escape=json '{"time":"$time_iso8601","body":"$request_body"}';`,
    );
    expect(conf).toContain('location = /loan/telemetry {');
    expect(conf).toContain('access_log /var/log/nginx/loan-telemetry.log loan_telemetry if=$request_body;');
    const named = renderNginxSite({ ...SITE, telemetryLog: '/srv/logs/pesoagad-telemetry.log' });
    expect(named).toContain('access_log /srv/logs/pesoagad-telemetry.log loan_telemetry if=$request_body;');
  });

  it('writes its own access log, the default one or the one named, with the route and never the query or Referer', () => {
    const format = /log_format loan_access [^\n]*;/.exec(conf)?.[0] ?? '';
    expect(format).toContain('"route":"$uri"');
    for (const leaky of [
      '$request ',
      '$request"',
      '$request_uri',
      '$args',
      '$query_string',
      '$http_referer',
      '$arg_',
    ])
      expect(format).not.toContain(leaky);
    expect(conf).toContain('access_log /var/log/nginx/loan-access.log loan_access;');
    const named = renderNginxSite({ ...SITE, accessLog: '/srv/logs/pesoagad-access.log' });
    expect(named).toContain('access_log /srv/logs/pesoagad-access.log loan_access;');
    expect(() => renderNginxSite({ ...SITE, accessLog: 'logs/a.log' })).toThrow(
      /access log "logs\/a.log" must be an absolute plain path/,
    );
  });

  it('sends the origin alone as Referer', () => {
    expect(conf).toContain('add_header Referrer-Policy strict-origin always;');
  });

  it('serves the app at the root with base /', () => {
    const root = renderNginxSite({ ...SITE, base: '/' });
    expect(root).toContain('location ^~ /api/ {');
    expect(root).toContain('location ^~ / {');
  });

  it.each<[string, Partial<NginxSiteOptions>, RegExp]>([
    ['a base without its slashes', { base: 'loan' }, /base "loan" must start and end with "\/"/],
    ['a base without its last slash', { base: '/loan' }, /base/],
    ['a relative root', { root: 'dist' }, /root "dist" must be an absolute plain path/],
    ['a root that would end the directive', { root: '/srv/x; deny all' }, /root/],
    [
      'an upstream URL',
      { upstream: 'http://10.0.0.5:9000' },
      /upstream "http:\/\/10.0.0.5:9000" is not host:port/,
    ],
    ['a listen that is not a port', { listen: '80; include x' }, /listen/],
    ['a frame-src with a path', { frameSrc: ['https://docs.example.ph/terms'] }, /frame-src/],
    ['a frame-src that is a keyword', { frameSrc: ["'unsafe-inline'"] }, /frame-src/],
    ['a server name with a quote', { serverName: 'a"b' }, /server name/],
    [
      'a relative telemetry log',
      { telemetryLog: 'telemetry.log' },
      /telemetry log "telemetry.log" must be an absolute/,
    ],
    [
      'a telemetry log that would end the directive',
      { telemetryLog: '/var/log/t.log; deny all' },
      /telemetry log/,
    ],
  ])('refuses %s', (_, change, message) => {
    expect(() => renderNginxSite({ ...SITE, ...change })).toThrow(message);
  });

  it('refuses a template variable it does not know', () => {
    expect(() => renderNginxSite(SITE, `listen \${LOAN_LISTEN}; root \${LOAN_ROOTS};`)).toThrow(
      `unknown \${LOAN_ROOTS}`,
    );
  });
});
