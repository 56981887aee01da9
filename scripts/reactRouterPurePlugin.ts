import type { Plugin } from 'vite';

/** react-router's production build: its bundled chunks (react-router pinned in package.json). */
const ROUTER_CHUNK = /\/react-router\/dist\/production\/chunk-[A-Z0-9]+\.mjs$/;

/**
 * Build only: lets the bundler drop the parts of react-router the app never uses (the data routers'
 * `Link`, `Form`, `ScrollRestoration`, `Scripts`, error boundaries of framework mode…): 46 KB of
 * its 92 KB of code, 4.3 KB gzip of the entry. The app uses `BrowserRouter`, `Routes`, `Route`,
 * `useLocation` and `useNavigate`; the rest stayed only because the bundler must assume that
 * module-level code it cannot see into has effects. Three rewrites, none changing what runs:
 * - `X.displayName = "…"` goes: only React's development tools read it;
 * - `React.forwardRef(…)`, `React.createContext(…)`, `React.memo(…)` get a `@__PURE__` mark (they
 *   only build a value);
 * - `class extends React.Component` reads `Component` through an import of React's, which the
 *   bundler knows reading costs nothing, instead of a property of the namespace object.
 * A chunk that uses React yet gives none of these to rewrite means the library changed shape: the
 * build says so (the app still works; it is only larger).
 */
export function reactRouterPurePlugin(): Plugin {
  return {
    name: 'loan-react-router-pure',
    apply: 'build',
    transform(code, id) {
      if (!ROUTER_CHUNK.test(id.replace(/\\/g, '/'))) return null;
      let rewrites = 0;
      const count = (replacement: string) => () => {
        rewrites += 1;
        return replacement;
      };
      let out = code.replace(/^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";$/gm, count(''));
      out = out.replace(/= (React\d*\.(?:forwardRef|createContext|memo)\()/g, (_match, call: string) =>
        count(`= /* @__PURE__ */ ${call}`)(),
      );
      if (/extends React\d*\.Component \{/.test(out))
        out = `import { Component as RouterComponent$ } from "react";\n${out.replace(
          /extends React\d*\.Component \{/g,
          count('extends RouterComponent$ {'),
        )}`;
      if (rewrites === 0 && /import \* as React\d* from "react"/.test(code))
        this.warn(
          `${id}: nothing to mark pure; react-router's build changed shape, so its unused parts stay in`,
        );
      return { code: out, map: null };
    },
  };
}
