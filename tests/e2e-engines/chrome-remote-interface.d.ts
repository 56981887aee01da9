/** The part of chrome-remote-interface (it ships no types) the engine tests use. */
declare module 'chrome-remote-interface' {
  interface Client {
    send(method: string, params?: Record<string, unknown>): Promise<Record<string, unknown>>;
    on(event: string, listener: (params: Record<string, unknown>) => void): void;
    close(): Promise<void>;
  }
  interface Options {
    host?: string;
    port: number;
    target?: string;
  }
  function CDP(options: Options): Promise<Client>;
  namespace CDP {
    export type { Client };
  }
  export default CDP;
}
