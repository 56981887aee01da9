import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { experimentsByRoute, runningByRoute } from '../language/experiments/experiments.ts';
import { projectLocales } from '../language/locale/catalog.ts';
import { assignVariant } from '../src/experiments/assignVariant.ts';
import { pickLocale } from '../src/i18n/locale.ts';
import {
  PRERENDERED,
  PRERENDERED_LOCALE,
  PRERENDERED_WHOLE,
  START_MODULES,
  START_PRELOADS,
} from '../src/prerender/prerenderMarks.ts';
import type { PrerenderedPage } from '../src/prerender/renderPage.tsx';
import { PRERENDERED_VARIANT } from '../src/prerender/variantMark.ts';
import { appShellRoot } from './appShellPlugin.ts';
import { escapeHtml } from './lib/escapeHtml.ts';
import { EXPERIMENTS_NGINX_FILE, experimentsNginxConf, pageName } from './lib/experimentsNginx.ts';
import { withVariantAssets } from './lib/variantRouteAssets.ts';
import { BOOT_MODULE } from './routePreloadPlugin.ts';

/** The server renderer's entry: the app's own modules, rendered by React DOM's server renderer. */
export const PRERENDER_ENTRY = 'src/prerender/renderPage.tsx';
/** Set in the build the prerender starts for the server renderer, so that one prerenders nothing. */
const NESTED = 'LOAN_PRERENDER_SSR';

/**
 * Where a route's page is written in the build: `/` → `pages/index.html`, `/promotion` →
 * `pages/promotion.html`; another language's in its folder, `pages/fil/promotion.html`.
 */
export function prerenderedFile(route: string, locale = 'en', variant?: string): string {
  const dir = locale === 'en' ? 'pages' : `pages/${locale}`;
  if (route === '*') return `${dir}/404.html`;
  return `${dir}/${pageName(route)}${variant === undefined ? '' : `.${variant}`}.html`;
}

/** The languages of an Accept-Language header, most wanted first (`fil-PH,fil;q=0.9,en;q=0.8`). */
export function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part, i) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(
        params
          .find((p) => p.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? '1',
      );
      return { tag: tag.trim(), q: Number.isNaN(q) ? 0 : q, i };
    })
    .filter((l) => l.tag !== '' && l.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i)
    .map((l) => l.tag);
}

/**
 * The prerendered page a request for a route is sent (`<base>promotion?x=1` → `<base>pages/promotion.html`),
 * as deploy/nginx.conf does: a path of one segment under the base whose page the build wrote, the
 * query ignored; anything else goes on (files, the API, index.html for the other addresses).
 */
export function prerenderedPath(
  url: string,
  base: string,
  outDir: string,
  acceptLanguage?: string,
  running: ReadonlyMap<
    string,
    { id: string; variants: readonly { id: string; share: number }[] }
  > = new Map(),
): string | undefined {
  let path: string;
  let lang: string | null;
  let deviceId: string | null;
  try {
    const parsed = new URL(url, 'http://host');
    path = decodeURIComponent(parsed.pathname);
    lang = parsed.searchParams.get('lang');
    deviceId = parsed.searchParams.get('deviceId');
  } catch {
    return undefined;
  }
  if (!path.startsWith(base)) return undefined;
  const route = path.slice(base.length).replace(/\/$/, '');
  if (!/^[A-Za-z0-9_-]*$/.test(route)) return undefined;
  // A running experiment's route: the variant of the address's device, as nginx's split_clients
  // picks it; without one, no page (index.html: the app chooses by the session it kept).
  const experiment = running.get(`/${route}`);
  const unit = experiment ? deviceId : undefined;
  if (experiment && !unit) return undefined;
  const variant = experiment && unit ? assignVariant(experiment.id, unit, experiment.variants) : undefined;
  const file = prerenderedFile(`/${route}`, pickLocale(lang, acceptedLanguages(acceptLanguage)), variant);
  return existsSync(join(outDir, file)) ? `${base}${file}` : undefined;
}

/**
 * The preview server's side of it: the request rewritten to its page before the precompressed files
 * are looked up, with the headers the preview sends with its pages (the Content-Security-Policy).
 */
function servePrerendered(
  outDir: string,
  base: string,
  headers: OutgoingHttpHeaders,
  running: ReturnType<typeof runningByRoute>,
) {
  return (req: IncomingMessage, res: ServerResponse, next: () => void): void => {
    const page =
      req.method === 'GET' || req.method === 'HEAD'
        ? prerenderedPath(req.url ?? '/', base, outDir, req.headers['accept-language'], running)
        : undefined;
    if (page) {
      req.url = page;
      res.setHeader('Vary', 'Accept-Language');
      for (const [name, value] of Object.entries(headers))
        if (value !== undefined) res.setHeader(name, value);
    }
    next();
  };
}

interface RenderModule {
  prerenderRoutes(): string[];
  renderPage(route: string, locale: string, variant?: string): Promise<PrerenderedPage | undefined>;
}

/**
 * The app's module scripts of index.html (the boot chunk, the entry) and the preloads of their
 * imports leave the page: the floor's check (src/floor/belowFloor.ts) adds them once the page has
 * painted. The prerendered screen paints from the HTML alone, as a plain page does, with no script
 * downloaded or run before it (Lighthouse's model of a slow phone counts any script that arrived
 * before the paint as one the paint waited for); the scripts start right after it. The floor's
 * check runs in every engine already, and is the one that knows whether an engine can start them.
 *
 * A page that waits for answers (`whole` false) keeps the boot chunk (`async`, the one module script
 * index.html marks so) and the chunk it imports in its HTML, asked for first (`fetchpriority`): the
 * boot chunk sends the route's calls, and its content is the answers, not the frame the HTML
 * paints. So its calls leave while the HTML is parsed, as they did before pages were prerendered,
 * not after the paint, the floor's script and the entry's download. An engine below the floor
 * fails to run it, harmlessly: the floor's check still decides from the entry.
 */
function startAfterPaint(html: string, whole: boolean, bootImports: readonly string[]): string {
  const modules: string[] = [];
  const preloads: string[] = [];
  let boot: string | undefined;
  let page = html.replace(
    /<script type="module"((?: async| crossorigin)*) src="([^"]+)"><\/script>\s*/g,
    (tag, attributes: string, src: string) => {
      if (!whole && attributes.includes(' async')) {
        boot = src;
        return tag.replace(' async', ' async fetchpriority="high"');
      }
      modules.push(src);
      return '';
    },
  );
  if (!whole && boot === undefined) throw new Error('index.html has no async boot module to keep');
  // The boot chunk's own imports (the bundler's runtime) stay preloaded beside it.
  page = page.replace(/<link rel="modulepreload" href="([^"]+)">\s*/g, (tag, href: string) => {
    if (boot !== undefined && bootImports.includes(href)) return tag;
    preloads.push(href);
    return '';
  });
  if (modules.length === 0)
    throw new Error('index.html has no module script of the app to start after paint');
  const floor = /<script async src="[^"]+" data-page="[^"]+"/;
  if (!floor.test(page)) throw new Error("index.html has no floor's check to start the app's modules");
  return page.replace(
    floor,
    (tag) => `${tag} ${START_MODULES}="${modules.join(' ')}" ${START_PRELOADS}="${preloads.join(' ')}"`,
  );
}

/**
 * index.html with the route's first screen in `#root` in place of the loading shell, and its title;
 * `bootImports`: the addresses of the chunks the boot chunk imports, as index.html preloads them.
 */
export function pageHtml(indexHtml: string, page: PrerenderedPage, bootImports: readonly string[]): string {
  const shell = `<div id="root">${appShellRoot()}</div>`;
  if (!indexHtml.includes(shell))
    throw new Error('index.html has no loading shell in #root to prerender over');
  const variant = page.variant ? ` ${PRERENDERED_VARIANT}="${escapeHtml(page.variant)}"` : '';
  const marks = `${PRERENDERED}="${escapeHtml(page.file)}" ${PRERENDERED_LOCALE}="${page.locale}"${variant}${page.whole ? ` ${PRERENDERED_WHOLE}` : ''}`;
  let html = indexHtml.replace(shell, () => `<div id="root" ${marks}>${page.html}</div>`);
  if (!/<html lang="[^"]*"/.test(html)) throw new Error('index.html has no <html lang> to set');
  html = html.replace(/<html lang="[^"]*"/, `<html lang="${page.locale}"`);
  // A page whose content needs no answer reads without JavaScript: no "needs JavaScript" note.
  if (page.whole) html = html.replace(/\s*<noscript>[\s\S]*?<\/noscript>/, '');
  if (page.title)
    html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`);
  return startAfterPaint(html, page.whole, bootImports);
}

/**
 * Build only: every route's first screen rendered at build time with React's server renderer
 * (`src/prerender/renderPage.tsx`, built for Node by a nested Vite build with this config), each
 * written as `pages/<route>.html` beside index.html: the page as index.html is (scripts, stylesheet,
 * route table), with the screen in `#root`. The servers send it for the route (deploy/nginx.conf,
 * `servePrerendered` for the preview and dev servers), and the app hydrates it (`src/main.tsx`).
 */
export function prerenderPlugin(): Plugin {
  let config: ResolvedConfig | undefined;
  return {
    name: 'loan-prerender',
    // The app's build (not the prerender's own server build) and the preview server.
    // `LOAN_PRERENDER=off` builds without it (the bench's figures before and after).
    apply: (_config, env) =>
      env.isPreview === true ||
      (env.command === 'build' &&
        !env.isSsrBuild &&
        process.env[NESTED] !== '1' &&
        process.env.LOAN_PRERENDER !== 'off'),
    configResolved(resolved) {
      config = resolved;
    },
    // Before the precompressed files' middleware (precompressPlugin.ts), which then sends the page's `.br`.
    configurePreviewServer(server) {
      const resolved = server.config;
      server.middlewares.use(
        servePrerendered(
          resolve(resolved.root, resolved.build.outDir),
          resolved.base,
          resolved.preview.headers ?? {},
          runningByRoute(resolved.root),
        ),
      );
    },
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        const index = bundle['index.html'];
        if (index?.type !== 'asset' || !config) return;
        const root = config.root;
        // A fresh clone has no cache folder until something writes one.
        mkdirSync(join(root, 'node_modules/.cache'), { recursive: true });
        const outDir = mkdtempSync(join(root, 'node_modules/.cache/prerender-'));
        process.env[NESTED] = '1';
        try {
          await build({
            configFile: config.configFile,
            root,
            base: config.base,
            mode: config.mode,
            logLevel: 'warn',
            build: { ssr: resolve(root, PRERENDER_ENTRY), outDir, emptyOutDir: true, copyPublicDir: false },
          });
          const render = (await import(pathToFileURL(join(outDir, 'renderPage.js')).href)) as RenderModule;
          const boot = Object.values(bundle).find(
            (chunk) => chunk.type === 'chunk' && chunk.isEntry && chunk.facadeModuleId?.endsWith(BOOT_MODULE),
          );
          const bootImports =
            boot?.type === 'chunk' ? boot.imports.map((file) => `${config?.base}${file}`) : [];
          // Every route in every language: English in pages/, Filipino in pages/fil/. A route with a
          // running experiment has a page per variant (`pages/loanConfirm.b.html`) and none of its
          // own: the server sends the borrower's variant, or index.html where it cannot split.
          const running = runningByRoute(root);
          const live = experimentsByRoute(root);
          const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
          for (const locale of projectLocales(root))
            for (const route of render.prerenderRoutes()) {
              const experiment = running.get(route);
              for (const variant of experiment ? experiment.variants.map((v) => v.id) : [undefined]) {
                const page = await render.renderPage(route, locale, variant);
                if (!page) continue;
                let html = pageHtml(String(index.source), page, bootImports);
                // The route table names the chunks of the screen this page shows (a variant's).
                if (live.has(route))
                  html = withVariantAssets(html, { routes: [route], locale, file: page.file }, chunks, root);
                this.emitFile({
                  type: 'asset',
                  fileName: prerenderedFile(route, locale, variant),
                  source: html,
                });
              }
            }
          this.emitFile({
            type: 'asset',
            fileName: EXPERIMENTS_NGINX_FILE,
            source: experimentsNginxConf(running),
          });
        } finally {
          delete process.env[NESTED];
          rmSync(outDir, { recursive: true, force: true });
        }
      },
    },
  };
}
