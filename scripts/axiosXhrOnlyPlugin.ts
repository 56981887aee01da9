import type { Plugin } from 'vite';

const STUB = '\0loan-axios-no-fetch-adapter';

/**
 * Build only: leaves axios's fetch adapter out of the browser bundle (about 3 KB of the entry,
 * gzip). Axios tries its adapters in order `xhr`, `http`, `fetch` and every browser the app runs
 * in has XMLHttpRequest, so the fetch adapter is never reached; its place in axios's adapter table
 * (`lib/adapters/adapters.js`, axios pinned in package.json) gets an adapter that says it is not
 * supported here, exactly what axios reports for an adapter the environment lacks.
 */
export function axiosXhrOnlyPlugin(): Plugin {
  return {
    name: 'loan-axios-xhr-only',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (
        source === './fetch.js' &&
        importer?.replace(/\\/g, '/').endsWith('/axios/lib/adapters/adapters.js')
      )
        return STUB;
      return null;
    },
    load(id) {
      if (id !== STUB) return null;
      return 'export const getFetch = () => false;\nexport default undefined;\n';
    },
  };
}
