import { existsSync } from 'node:fs';
import type { Plugin } from 'vite';
import { apiSchemasFile, importFixtureValidator, validatorOf } from './fixtureValidation.ts';
import { createSandbox, type SandboxOptions } from './server.ts';

/**
 * The Vite plugin that mounts the sandbox API in the dev server and the preview server, so
 * `npm start` and `npm run preview` need nothing else running. Options as {@link createSandbox}.
 */
export function sandboxPlugin(options: SandboxOptions = {}): Plugin {
  // Under a base path (`VITE_BASE=/loan/`) the app calls `/loan/api`: the sandbox answers there.
  let apiBase = '/api';
  // The app's telemetry (`<base>telemetry`, DESIGN §10) is recorded here too in dev and preview.
  let telemetryPath = '/telemetry';
  return {
    name: 'loan-sandbox',
    configResolved(config) {
      const base = config.base.endsWith('/') ? config.base : `${config.base}/`;
      apiBase = `${base}api`;
      telemetryPath = `${base}telemetry`;
    },
    configureServer(server) {
      // Vite's own loader can run the TypeScript schema helper where a plain import cannot.
      const loadValidator = async () => {
        if (!existsSync(apiSchemasFile)) return undefined;
        try {
          return validatorOf(await server.ssrLoadModule(apiSchemasFile));
        } catch {
          return importFixtureValidator();
        }
      };
      server.middlewares.use(createSandbox({ loadValidator, base: apiBase, telemetryPath, ...options }));
    },
    configurePreviewServer(server) {
      server.middlewares.use(createSandbox({ base: apiBase, telemetryPath, ...options }));
    },
  };
}
