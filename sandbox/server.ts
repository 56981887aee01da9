import type { IncomingMessage, ServerResponse } from 'node:http';
import { assetSvg, captchaSvg, standInPageHtml } from './assets.ts';
import { ClientStates } from './clientState.ts';
import { driftedAnswer } from './drift.ts';
import { endpointHandlers } from './endpointHandlers.ts';
import { defaultFixturesDir, loadFixture, localiseLinks } from './fixtureStore.ts';
import { importFixtureValidator, type ValidateFixture, validateFixtureFiles } from './fixtureValidation.ts';
import { fieldValue, type ParsedRequest, parseRequest } from './parseRequest.ts';
import { findRoute, type RouteMethod, type SandboxRoute } from './routes.ts';
import { faultsFor, fixtureCandidates, listScenarios, requestScenarios } from './scenarios.ts';
import { inServerLanguage } from './serverLanguage.ts';

/** Options of {@link createSandbox}. */
export interface SandboxOptions {
  /** Path prefix of the API, as the app's `VITE_API_BASE`. Default `/api`. */
  base?: string;
  /** Folder of `<endpointId>/<scenario>.json` fixtures. Default: `sandbox/fixtures`. */
  fixturesDir?: string;
  /**
   * Loads the fixture validator used once at start; its findings are logged, never fatal.
   * Default: a dynamic import of `language/api/apiSchemas.ts` (skipped when that cannot load).
   * Pass `null` to skip validation.
   */
  loadValidator?: (() => Promise<ValidateFixture | undefined>) | null;
  /** Where the sandbox writes its log lines. Default `console.log`. */
  logger?: (message: string) => void;
  /**
   * The path the app sends telemetry to (`POST <base>telemetry`, DESIGN §10), recorded per client
   * for `GET <api base>/__sandbox/telemetry`. Default: `telemetry` beside the API base (`/telemetry`
   * for `/api`, `/loan/telemetry` for `/loan/api`).
   */
  telemetryPath?: string;
}

/** A connect-style middleware: answers its own paths, passes every other request on. */
export type SandboxMiddleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/** Delay of `fault-slow` when no `delayMs` is given. */
const slowFaultMs = 3000;
/** Longest delay a `delayMs` may ask for, under the app's 60 s time-out plus a margin. */
const maxDelayMs = 120_000;
/** Query parameters of a page URL that the sandbox turns into cookies. */
const pageCookies = ['scenario', 'sbx', 'delayMs'];

function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
    ...headers,
  });
  res.end(text);
}

function sendBytes(res: ServerResponse, contentType: string, bytes: Buffer | string): void {
  res.writeHead(200, {
    'Content-Type': contentType,
    'Content-Length': Buffer.byteLength(bytes),
    'Cache-Control': 'no-store',
  });
  res.end(bytes);
}

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function delayOf(request: ParsedRequest, slow: boolean): number {
  const asked = fieldValue(request.query, 'delayMs') ?? request.cookies.delayMs;
  const value = asked === undefined ? Number.NaN : Number(asked);
  if (Number.isFinite(value) && value >= 0) return Math.min(value, maxDelayMs);
  return slow ? slowFaultMs : 0;
}

/**
 * Remembers the scenario, client and delay a person typed into a page URL
 * (`/loanDetails?scenario=order-200-delay0`) as cookies, so the calls of that page use them.
 * An empty value clears the cookie.
 */
function setPageCookies(req: IncomingMessage, res: ServerResponse, search: string): void {
  if ((req.method ?? 'GET') !== 'GET' || !(req.headers.accept ?? '').includes('text/html')) return;
  const query = new URLSearchParams(search);
  const cookies = pageCookies
    .filter((name) => query.has(name))
    .map((name) => {
      const value = query.get(name) ?? '';
      return value === ''
        ? `${name}=; Path=/; Max-Age=0; SameSite=Lax`
        : `${name}=${encodeURIComponent(value)}; Path=/; SameSite=Lax`;
    });
  if (cookies.length > 0) res.setHeader('Set-Cookie', cookies);
}

/**
 * The path a proxy puts in front of the app and the API (nginx serves `/loan/api/x` from `/api/x`,
 * deploy/nginx.conf) as it names it in `X-Forwarded-Prefix`, so the links of the answers (images,
 * stand-in pages, uploads, app pages) stay reachable from the page. Empty without a proxy.
 */
function forwardedPrefix(req: IncomingMessage): string {
  const prefix = req.headers['x-forwarded-prefix'];
  return typeof prefix === 'string' && /^(?:\/[A-Za-z0-9._~-]+)+$/.test(prefix) ? prefix : '';
}

/**
 * The client a request belongs to: the `sbx` query parameter, the `X-Sandbox-Client` header (sent by
 * the studio's previews, which share one origin and so one cookie jar), the `sbx` cookie, or `default`.
 */
function clientIdOf(request: ParsedRequest): string {
  return (
    fieldValue(request.query, 'sbx') ??
    request.headers['x-sandbox-client'] ??
    request.cookies.sbx ??
    'default'
  );
}

/** The body that a `fault-code` gives, in the envelope of the endpoint. */
function faultCodeBody(route: SandboxRoute): unknown {
  const message = 'Sandbox: service unavailable';
  return route.envelope === 'variant' ? { status: '01', message } : { code: 1, data: null, message };
}

/**
 * Creates the sandbox API: a connect-style middleware that answers every call of SPEC §7
 * under the API base from the JSON fixtures, with per-client state (cookie `sbx`), named
 * scenarios and faults, and the test hooks under `<base>/__sandbox/`. Requests outside the
 * base go to `next()`.
 */
export function createSandbox(options: SandboxOptions = {}): SandboxMiddleware {
  const base = (options.base ?? '/api').replace(/\/$/, '');
  const fixturesDir = options.fixturesDir ?? defaultFixturesDir;
  const logger = options.logger ?? ((message: string) => console.log(message));
  const states = new ClientStates();
  const telemetryPath = options.telemetryPath ?? `${base.slice(0, base.lastIndexOf('/') + 1)}telemetry`;

  const loadValidator = options.loadValidator === undefined ? importFixtureValidator : options.loadValidator;
  if (loadValidator !== null) {
    loadValidator()
      .then((validate) => {
        if (validate === undefined) {
          logger('[sandbox] fixture validation skipped (language/api/apiSchemas.ts not loadable here)');
          return;
        }
        const problems = validateFixtureFiles(fixturesDir, validate);
        if (problems.length === 0) logger('[sandbox] fixtures match the API schemas');
        else logger(`[sandbox] ${problems.length} fixture problem(s):\n  ${problems.join('\n  ')}`);
      })
      .catch((error: unknown) => logger(`[sandbox] fixture validation failed: ${String(error)}`));
  }

  async function handleHook(req: IncomingMessage, res: ServerResponse, hook: string, search: string) {
    const request = await parseRequest(req, `/__sandbox/${hook}`, search);
    const clientId = clientIdOf(request);
    const [kind = '', name = ''] = hook.split('/');
    const method = request.method;
    if (hook === 'requests' && method === 'GET') return sendJson(res, 200, states.get(clientId).log);
    if (hook === 'telemetry' && method === 'GET') return sendJson(res, 200, states.get(clientId).telemetry);
    if (hook === 'reset' && method === 'POST') {
      states.reset(clientId);
      return sendJson(res, 200, { code: 0, message: `Sandbox: client ${clientId} reset` });
    }
    if (hook === 'scenarios' && method === 'GET') return sendJson(res, 200, listScenarios());
    if (kind === 'assets' && method === 'GET') {
      const svg = assetSvg(name);
      if (svg !== undefined) return sendBytes(res, 'image/svg+xml', svg);
    }
    if (kind === 'uploads' && method === 'GET') {
      const upload = states.findUpload(name);
      if (upload !== undefined) return sendBytes(res, upload.mimeType, upload.bytes);
    }
    if (kind === 'pages' && method === 'GET' && name !== '') {
      return sendBytes(res, 'text/html; charset=utf-8', standInPageHtml(name, request.query));
    }
    return sendJson(res, 404, { code: 404, message: 'Unknown sandbox path' });
  }

  /**
   * A telemetry batch (`POST <base>telemetry`, as nginx takes it in production): kept for the
   * client, answered 204, like the beacon's real receiver.
   */
  async function handleTelemetry(req: IncomingMessage, res: ServerResponse, search: string) {
    const request = await parseRequest(req, telemetryPath, search);
    if (request.method !== 'POST') {
      res.writeHead(405, { Allow: 'POST' });
      res.end();
      return;
    }
    const text = request.text ?? '';
    let events: unknown[] = [];
    try {
      const parsed: unknown = JSON.parse(text);
      const list = (parsed as { events?: unknown } | null)?.events;
      if (Array.isArray(list)) events = list;
    } catch {
      // Not JSON: kept as sent, with no events.
    }
    states.telemetry(clientIdOf(request), { time: Date.now(), body: text, events });
    res.writeHead(204, { 'Cache-Control': 'no-store' });
    res.end();
  }

  async function handleEndpoint(
    req: IncomingMessage,
    res: ServerResponse,
    route: SandboxRoute,
    path: string,
    search: string,
  ) {
    const request = await parseRequest(req, path, search);
    const clientId = clientIdOf(request);
    const state = states.get(clientId);
    const names = requestScenarios(request);
    const candidates = fixtureCandidates(names, route.endpointId);
    states.log(clientId, {
      endpoint: route.endpointId,
      method: request.method,
      path,
      query: request.query,
      headers: request.headers,
      body: request.body,
      files: request.files.map(({ field, filename, mimeType, size }) => ({
        field,
        filename,
        mimeType,
        size,
      })),
      time: Date.now(),
    });

    if (!route.methods.includes(request.method as RouteMethod)) {
      return sendJson(res, 405, {
        code: 405,
        message: `Sandbox: ${route.endpointId} expects ${route.methods.join(' or ')}, got ${request.method}`,
      });
    }

    const faults = faultsFor(names, route.endpointId);
    const delay = delayOf(request, faults.has('fault-slow'));
    if (delay > 0) await wait(delay);
    if (faults.has('fault-500')) {
      return sendJson(res, 500, { code: 500, message: 'Sandbox: internal server error' });
    }
    if (faults.has('fault-malformed')) {
      return sendBytes(res, 'application/json; charset=utf-8', '{"code": 0, "data": {"truncated": ');
    }
    // The server's own text in the language the call asks for (DESIGN §3's Accept-Language).
    const language = request.headers['accept-language'];
    if (faults.has('fault-code')) return sendJson(res, 200, inServerLanguage(faultCodeBody(route), language));

    if (route.envelope === 'image') {
      return sendBytes(res, 'image/svg+xml', captchaSvg(fieldValue(request.query, 'sid') ?? ''));
    }

    const fixture = loadFixture(fixturesDir, route.endpointId, candidates);
    if (fixture === undefined) {
      return sendJson(res, 500, {
        code: 500,
        message: `Sandbox: no fixture ${route.endpointId}/default.json`,
      });
    }
    const origin = `http://${req.headers.host ?? 'localhost'}`;
    const prefix = forwardedPrefix(req);
    const body = localiseLinks(fixture.body, origin, base, prefix);
    const handler = endpointHandlers[route.endpointId];
    const handled =
      handler === undefined ? body : handler(body, { request, state, base: prefix + base, fixturesDir });
    const answer = faults.has('fault-drift') ? driftedAnswer(handled) : handled;
    sendJson(res, 200, inServerLanguage(answer, language), {
      'X-Sandbox-Fixture': `${route.endpointId}/${fixture.scenario}.json`,
    });
  }

  async function handle(req: IncomingMessage, res: ServerResponse, next: () => void): Promise<void> {
    // Connect keeps the full URL in originalUrl when a middleware is mounted under a path.
    const url = (req as IncomingMessage & { originalUrl?: string }).originalUrl ?? req.url ?? '/';
    const queryAt = url.indexOf('?');
    const path = queryAt < 0 ? url : url.slice(0, queryAt);
    const search = queryAt < 0 ? '' : url.slice(queryAt + 1);
    if (path === telemetryPath) {
      await handleTelemetry(req, res, search);
      return;
    }
    if (path !== base && !path.startsWith(`${base}/`)) {
      setPageCookies(req, res, search);
      next();
      return;
    }
    const relative = path.slice(base.length);
    if (relative.startsWith('/__sandbox/')) {
      await handleHook(req, res, relative.slice('/__sandbox/'.length), search);
      return;
    }
    const route = findRoute(relative);
    if (route === undefined) {
      sendJson(res, 404, { code: 404, message: 'Unknown sandbox path' });
      return;
    }
    await handleEndpoint(req, res, route, relative, search);
  }

  return (req, res, next) => {
    handle(req, res, next).catch((error: unknown) => {
      logger(`[sandbox] ${req.method} ${req.url}: ${String(error)}`);
      if (!res.headersSent)
        sendJson(res, 500, { code: 500, message: `Sandbox: ${(error as Error).message}` });
      else res.end();
    });
  };
}
