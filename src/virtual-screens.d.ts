declare module 'virtual:screens' {
  /** One entry per `screens/*.json` file, built by scripts/screensPlugin.ts. */
  export const screenManifest: ReadonlyArray<{
    id: string;
    file: string;
    routes: string[];
    load: () => Promise<{ default: unknown }>;
    widgets: readonly string[];
    actionsAtLoad: boolean;
    data: Readonly<Record<string, import('./engine/screenTypes').DataSourceDef>>;
  }>;
}
