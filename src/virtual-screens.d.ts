declare module 'virtual:screens' {
  /** One entry per `screens/*.json` file, built by scripts/screensPlugin.ts. */
  export const screenManifest: ReadonlyArray<{
    id: string;
    file: string;
    routes: string[];
    load: (locale?: string) => Promise<{ default: unknown }>;
    widgets: readonly string[];
    actionsAtLoad: boolean;
    data: Readonly<Record<string, import('./engine/screenTypes').DataSourceDef>>;
    /** The id of the screen's running or decided experiment (`virtual:experiments`). */
    experiment?: string;
  }>;
}

declare module 'virtual:screen-origins' {
  /**
   * By screen file, where its compiled nodes were written, where that is not the screen's own pointer
   * (its parts): `[compiled pointer, file, pointer in that file]` (language/compile/screenOrigins.ts).
   */
  export const screenOrigins: Readonly<Record<string, readonly (readonly [string, string, string])[]>>;
}

declare module 'virtual:engine-texts/fil' {
  /**
   * The engine's texts in Filipino, from locales/fil.po, in the order of the numbers the build gives
   * the calls of `t` ('' where a text has none): scripts/localePlugin.ts.
   */
  export const texts: readonly string[];
}

declare module 'virtual:experiments' {
  /**
   * The running and decided experiments (`experiments/*.json`, DESIGN §14), with a loader for each
   * variant's screen (scripts/screensPlugin.ts); a stopped one is not here.
   */
  export const experiments: ReadonlyArray<import('./experiments/liveExperiment').LiveExperiment>;
}
