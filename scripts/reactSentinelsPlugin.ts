import type { Plugin } from 'vite';

/** React DOM's production client (react-dom pinned in package.json). */
const REACT_DOM_CLIENT = /\/react-dom\/cjs\/react-dom-client\.production\.js$/;

/**
 * The errors React DOM makes as it is evaluated, which it only ever throws and compares by identity
 * (`thrown === SuspenseException`): a suspended render, a hydration mismatch. Each is named with
 * React's error number, so the build knows it rewrote all of them.
 */
export const SENTINELS: ReadonlyArray<{ name: string; code: number }> = [
  { name: 'HydrationMismatchException', code: 519 },
  { name: 'SuspenseException', code: 460 },
  { name: 'SuspenseyCommitException', code: 474 },
  { name: 'SuspenseActionException', code: 542 },
  { name: 'SelectiveHydrationException', code: 461 },
];

/** Made in place of `Error(message)`: an Error by its prototype and message, with no stack trace. */
const HELPER = `function stacklessError$(message) {
  return Object.create(Error.prototype, {
    message: { value: message, writable: true, configurable: true },
  });
}
`;

/**
 * Build only: React DOM's five sentinel errors made without a stack trace. Under an inspector
 * (Lighthouse, DevTools, the tests' Playwright) V8 notes the line and column of every frame of a new
 * Error's stack, and React DOM's module, one function of 200 KB in the bundle, has none kept: V8
 * parses it again to find them, 20 ms of the thread here (80 ms on Lighthouse's 4× slower phone) in
 * the first load's longest task, the evaluation of the entry. A phone with no inspector never pays
 * it, but the lab's figures, and this repository's long-task check, did. The sentinels are only
 * thrown and compared, and their message is React's; what changes is that they carry no stack.
 * A React DOM without exactly these five fails the build, so an upgrade is looked at.
 */
export function reactSentinelsPlugin(): Plugin {
  return {
    name: 'loan-react-sentinels',
    apply: 'build',
    transform(code, id) {
      if (!REACT_DOM_CLIENT.test(id.replace(/\\/g, '/'))) return null;
      const rewritten = rewriteSentinels(code);
      if (typeof rewritten !== 'string') this.error(`${id}: ${rewritten.error}`);
      return { code: rewritten, map: null };
    },
  };
}

/** React DOM's module with its sentinels made stackless, or what in it is not as expected. */
export function rewriteSentinels(code: string): string | { error: string } {
  let out = code;
  for (const { name, code: number } of SENTINELS) {
    const made = `${name} = Error(formatProdErrorMessage(${number}))`;
    const found = out.split(made).length - 1;
    if (found !== 1)
      return {
        error: `React DOM makes ${name} ${found} times as \`${made}\`, not once: its build changed shape (scripts/reactSentinelsPlugin.ts)`,
      };
    out = out.replace(made, `${name} = stacklessError$(formatProdErrorMessage(${number}))`);
  }
  // After the module's "use strict", which must stay its first statement.
  const strict = '"use strict";\n';
  const at = out.indexOf(strict);
  return at < 0
    ? `${HELPER}${out}`
    : `${out.slice(0, at + strict.length)}${HELPER}${out.slice(at + strict.length)}`;
}
