/**
 * Holds the dev server's page reloads while a call changes the draft's tree under its own preview
 * server: publishing merges the draft and removes its work tree, which the draft's Vite server sees
 * as files gone and answers with a full reload. The reload would take the page away before the call
 * answers, and with it the answer (and where to go next). studio/main.tsx asks `pageReloadsHeld`.
 */
let holding = 0;

/** Holds reloads until `call` settles; resolves as it does. */
export function holdPageReloads<T>(call: Promise<T>): Promise<T> {
  holding += 1;
  return call.finally(() => {
    holding -= 1;
  });
}

/** Whether a reload now would cut a call short. */
export const pageReloadsHeld = (): boolean => holding > 0;
