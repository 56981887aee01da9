import { createServer, type IncomingMessage, request, type Server, type ServerResponse } from 'node:http';
import { connect } from 'node:net';
import { join, resolve } from 'node:path';
import type { Duplex } from 'node:stream';
import { screenFiles } from '../../language/compile/screenFiles.ts';
import { catalogLangs } from '../../language/locale/catalog.ts';
import { readBody, sendJson } from '../server/http.ts';
import { catalogWarnings } from '../server/locales.ts';
import { checkStudioText, openFile } from '../server/openFile.ts';
import { isStudioFile } from '../server/projectScreens.ts';
import { checkScreenFile, saveRequestOf } from '../server/saveScreenFile.ts';
import { fileTranslations, translationsRequestOf } from '../server/translations.ts';
import type { SettleRequest, StudioMe } from '../serviceTypes.ts';
import { StudioError } from './draftRules.ts';
import { Drafts } from './drafts.ts';
import { fileHistory } from './history.ts';
import { followPeople, personOf, sameOrigin } from './identity.ts';
import { PreviewServers } from './previewServers.ts';
import type { StudioSettings } from './settings.ts';

/** A running studio service. */
export interface StudioService {
  server: Server;
  /** Its address, e.g. `http://127.0.0.1:5180/`. */
  url: string;
  close(): Promise<void>;
}

const DRAFT_ID = '[0-9]{8}-[0-9a-f]{6}';
/** The service's own calls: a path no app route or sandbox call has (the app's API is `<base>api/`). */
const SERVICE_API = '__service/api/';
const DRAFT_PATH = new RegExp(`^drafts/(${DRAFT_ID})(/.*)?$`);
const DRAFT_CALL = new RegExp(
  `^__service/api/drafts/(${DRAFT_ID})(?:/(propose|approve|send-back|comments|publish|settle))?$`,
);

/** A JSON body's string field, or "". */
function field(body: unknown, name: string): string {
  const value = (body as Record<string, unknown> | null)?.[name];
  return typeof value === 'string' ? value : '';
}

function settleFiles(body: unknown): SettleRequest['files'] {
  const files = (body as Partial<SettleRequest> | null)?.files;
  if (!Array.isArray(files)) throw new StudioError(422, 'expected { files: [{ file, text }] }');
  return files.map((entry) => {
    if (typeof entry?.file !== 'string' || typeof entry.text !== 'string')
      throw new StudioError(422, 'expected { files: [{ file, text }] }');
    return { file: entry.file, text: entry.text };
  });
}

/**
 * Starts the studio service (DESIGN §13): the service's calls (`<base>__service/api/…`), and every other
 * address passed to a preview server, a draft's (`<base>drafts/<id>/…`) or the published branch's
 * (anything else). Nothing is read or written without the SSO proxy's proof; nothing is changed from
 * another origin or without the role for it.
 */
export async function startStudioService(settings: StudioSettings): Promise<StudioService> {
  const people = followPeople(settings.people);
  const previews = new PreviewServers({
    serviceBase: settings.base,
    cacheDir: join(settings.dir, 'cache'),
    publishedRef: `refs/remotes/origin/${settings.branch}`,
  });
  const drafts = await Drafts.open(settings, resolve(import.meta.dirname, '../../node_modules'), (id) =>
    previews.stop(id),
  );

  // The checker's first run in a process compiles its schemas and rules (a second on 2 cores): run
  // now, not in the first save of the day, which it held up with every save queued behind it (ten
  // editors' first saves: 1.3 s median, `npm run bench studio`).
  const [warmFile] = screenFiles(drafts.repo);
  if (warmFile) checkScreenFile(drafts.repo, warmFile);

  // The published branch's preview server starts now: its pre-bundled dependencies are every new
  // draft's too (previewServers.ts), and the front page is ready when the first person comes.
  previews.port('', drafts.repo, settings.base).catch((error: unknown) => console.error(error));

  /** The preview server a path under the base goes to, and the port it listens on. */
  const previewOf = async (path: string): Promise<number | undefined> => {
    const draft = DRAFT_PATH.exec(path);
    if (!draft) return previews.port('', drafts.repo, settings.base);
    const id = draft[1] as string;
    if (!drafts.exists(id)) return undefined;
    return previews.port(id, drafts.treeOf(id), `${settings.base}drafts/${id}/`);
  };

  const handle = async (req: IncomingMessage, res: ServerResponse, person: StudioMe): Promise<void> => {
    const url = new URL(req.url ?? '/', 'http://studio.invalid');
    if (!url.pathname.startsWith(settings.base))
      return sendJson(res, 404, { message: 'not under the studio' });
    const path = url.pathname.slice(settings.base.length);
    const changes = req.method !== 'GET' && req.method !== 'HEAD';
    if (changes && !sameOrigin(req))
      return sendJson(res, 403, {
        message: 'refused: a change must come from the studio page itself (Origin)',
      });
    if (path === '') {
      res.writeHead(302, { Location: `${settings.base}__studio` });
      res.end();
      return;
    }
    if (path.startsWith(SERVICE_API)) return api(req, res, person, path, url);
    // The studio's writes are the service's: into the draft, committed as the person.
    const write = /^(?:drafts\/([^/]+)\/)?__studio\/api\/(save|translations|art)$/.exec(path);
    if (write && req.method === 'POST') {
      const [, id, what] = write;
      if (!id) throw new StudioError(403, 'the published branch is read-only: start a draft to change it');
      if (!person.roles.includes('editor'))
        throw new StudioError(403, 'changing a draft needs the editor role (ask who keeps the people file)');
      const body = await readBody(req);
      if (what === 'translations') {
        const request = translationsRequestOf(body);
        if (!request) throw new StudioError(400, 'expected { locale, texts: [{ id, translation }] }');
        const result = await drafts.translate(id, person, request.locale, request.texts);
        return sendJson(res, result.saved ? 200 : 422, result);
      }
      if (what === 'art') {
        const { file, data } = (JSON.parse(body || '{}') ?? {}) as { file?: unknown; data?: unknown };
        if (typeof file !== 'string' || typeof data !== 'string')
          throw new StudioError(400, 'expected { file, data } with the image in base64');
        const result = await drafts.saveArt(id, person, file, Buffer.from(data, 'base64'));
        return sendJson(res, result.saved ? 200 : 422, result);
      }
      const request = saveRequestOf(body);
      if (!request)
        throw new StudioError(400, 'expected { file, text } for a screen, part or experiment file');
      const result = await drafts.save(id, person, request.file, request.text, request.version);
      if (!result.saved) return sendJson(res, 'conflict' in result ? 409 : 422, result);
      return sendJson(res, 200, { ...result, problems: catalogWarnings(drafts.treeOf(id), request.file) });
    }
    // A file opened, unsaved text checked and a file's translations read are the service's too: its
    // checker is warm and shares what it parsed and compiled between drafts, where each preview
    // server's would start cold (the first open in a draft took seconds, ten of them at once the
    // machine), and a draft edited through these calls alone never starts a preview server.
    const read = /^(?:drafts\/([^/]+)\/)?__studio\/api\/(file|check|translations)$/.exec(path);
    if (read && req.method === (read[2] === 'check' ? 'POST' : 'GET')) {
      const [, id, what] = read;
      if (id !== undefined && !drafts.exists(id))
        return sendJson(res, 404, { message: 'no such draft (published, or never started)' });
      const tree = id === undefined ? drafts.repo : drafts.treeOf(id);
      if (what === 'file') {
        const file = url.searchParams.get('path') ?? '';
        if (!isStudioFile(file))
          return sendJson(res, 400, { message: `not a screen, part or experiment file: ${file}` });
        return sendJson(res, 200, openFile(tree, file));
      }
      if (what === 'translations') {
        const file = url.searchParams.get('path') ?? '';
        const locale = url.searchParams.get('locale') ?? '';
        if (!catalogLangs(tree).includes(locale))
          return sendJson(res, 400, { message: `no catalog locales/${locale}.po` });
        return sendJson(res, 200, fileTranslations(tree, file, locale));
      }
      const request = saveRequestOf(await readBody(req));
      if (!request)
        throw new StudioError(400, 'expected { file, text } for a screen, part or experiment file');
      return sendJson(res, 200, checkStudioText(tree, request.file, request.text));
    }
    const port = await previewOf(path);
    if (port === undefined)
      return sendJson(res, 404, { message: 'no such draft (published, or never started)' });
    forward(req, res, port);
  };

  const api = async (
    req: IncomingMessage,
    res: ServerResponse,
    person: StudioMe,
    path: string,
    url: URL,
  ): Promise<void> => {
    const call = path.slice(SERVICE_API.length);
    if (req.method === 'GET' && call === 'me')
      return sendJson(res, 200, { ...person, branch: settings.branch });
    if (req.method === 'GET' && call === 'drafts') return sendJson(res, 200, await drafts.list());
    if (req.method === 'GET' && call === 'history') {
      const file = url.searchParams.get('path') ?? '';
      return sendJson(
        res,
        200,
        await fileHistory(drafts.repo, `refs/remotes/origin/${settings.branch}`, file),
      );
    }
    const body: unknown = req.method === 'POST' ? JSON.parse((await readBody(req)) || '{}') : undefined;
    if (req.method === 'POST' && call === 'drafts') {
      if (!person.roles.includes('editor'))
        throw new StudioError(403, 'starting a draft needs the editor role');
      return sendJson(res, 201, await drafts.create(person, field(body, 'title')));
    }
    if (req.method === 'POST' && call === 'undo') {
      if (!person.roles.includes('editor')) throw new StudioError(403, 'undoing needs the editor role');
      return sendJson(res, 201, await drafts.undo(person, field(body, 'commit')));
    }
    const match = DRAFT_CALL.exec(path);
    if (!match) throw new StudioError(404, `no call ${req.method} ${call}`);
    const [, id = '', action] = match;
    if (req.method === 'GET' && !action) return sendJson(res, 200, await drafts.get(id));
    if (req.method !== 'POST' || !action) throw new StudioError(405, `${req.method} ${call}`);
    const done = {
      propose: () => drafts.propose(id, person, field(body, 'why')),
      approve: () => drafts.approve(id, person),
      'send-back': () => drafts.sendBack(id, person, field(body, 'comment')),
      comments: () => drafts.comment(id, person, field(body, 'text')),
      publish: () => drafts.publish(id, person),
      settle: () => drafts.settle(id, person, settleFiles(body)),
    }[action];
    if (!done) throw new StudioError(404, `no call ${call}`);
    return sendJson(res, 200, await done());
  };

  const server = createServer((req, res) => {
    const person = personOf(req, settings.proxySecret, people());
    if (!person)
      return sendJson(res, 401, { message: 'who are you? The studio is reached through the sign-on proxy' });
    handle(req, res, person).catch((error: unknown) => {
      if (res.headersSent) return res.destroy();
      if (error instanceof StudioError)
        return sendJson(res, error.status, { message: error.message, ...error.extra });
      if (error instanceof SyntaxError) return sendJson(res, 400, { message: `not JSON: ${error.message}` });
      if (error instanceof Error && error.message === 'request body too large')
        return sendJson(res, 413, { message: error.message });
      console.error(error);
      sendJson(res, 500, { message: `studio: ${error instanceof Error ? error.message : String(error)}` });
    });
  });

  // The previews' live reload (Vite's WebSocket), for the person the proxy proved. An upgraded
  // connection is the service's no more (closeAllConnections does not see it): kept to end on close.
  const upgraded = new Set<Duplex>();
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    upgraded.add(socket);
    socket.once('close', () => upgraded.delete(socket));
    const person = personOf(req, settings.proxySecret, people());
    const url = new URL(req.url ?? '/', 'http://studio.invalid');
    if (!person || !url.pathname.startsWith(settings.base)) {
      socket.end('HTTP/1.1 401 Unauthorized\r\nConnection: close\r\n\r\n');
      return;
    }
    previewOf(url.pathname.slice(settings.base.length)).then(
      (port) => (port === undefined ? socket.destroy() : tunnel(req, socket, head, port)),
      () => socket.destroy(),
    );
  });

  await new Promise<void>((done) => server.listen(settings.port, settings.host, done));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : settings.port;
  return {
    server,
    url: `http://${settings.host}:${port}${settings.base}`,
    close: async () => {
      for (const socket of upgraded) socket.destroy();
      await previews.stopAll();
      server.closeAllConnections();
      await new Promise<void>((done) => server.close(() => done()));
    },
  };
}

/** Headers a preview server never sees: the proxy's proof stays with the service. */
function forwardedHeaders(req: IncomingMessage): IncomingMessage['headers'] {
  const { 'x-studio-proxy-secret': _secret, ...headers } = req.headers;
  return headers;
}

/** Passes a request to a preview server on 127.0.0.1 and its answer back. */
function forward(req: IncomingMessage, res: ServerResponse, port: number): void {
  const upstream = request(
    { host: '127.0.0.1', port, method: req.method, path: req.url, headers: forwardedHeaders(req) },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', (error) => {
    if (res.headersSent) res.destroy();
    else sendJson(res, 502, { message: `preview server: ${error.message}` });
  });
  req.pipe(upstream);
}

/** Joins a WebSocket upgrade to a preview server's. */
function tunnel(req: IncomingMessage, socket: Duplex, head: Buffer, port: number): void {
  const upstream = connect(port, '127.0.0.1', () => {
    const lines = [`${req.method} ${req.url} HTTP/1.1`];
    for (const [name, value] of Object.entries(forwardedHeaders(req)))
      for (const one of Array.isArray(value) ? value : [value])
        if (one !== undefined) lines.push(`${name}: ${one}`);
    upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
    if (head.length > 0) upstream.write(head);
    upstream.pipe(socket);
    socket.pipe(upstream);
  });
  upstream.on('error', () => socket.destroy());
  socket.on('error', () => upstream.destroy());
}
