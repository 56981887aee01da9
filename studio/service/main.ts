import { startStudioService } from './server.ts';
import { readSettings } from './settings.ts';

/**
 * `npm run studio:serve`: the studio as a service for a team (DESIGN §13, docs/studio-service.md),
 * behind the lender's sign-on proxy. Settings from the environment (`STUDIO_REMOTE`, `STUDIO_DIR`, …).
 */
const service = await startStudioService(readSettings());
console.log(`studio service at ${service.url} (reach it through the sign-on proxy)`);
const stop = () => {
  service.close().finally(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
