/**
 * The build-time values the studio service gives each preview server (studio/serviceTypes.ts); Vite's
 * own `ImportMetaEnv` types every other key as `any`, so these two are named here.
 */
interface ImportMetaEnv {
  /** The service's base, e.g. `/`; absent in the local `npm start` studio. */
  readonly VITE_STUDIO_SERVICE?: string;
  /** The draft's id; empty on the published branch. */
  readonly VITE_STUDIO_DRAFT?: string;
}
