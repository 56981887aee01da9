import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { rewriteSentinels, SENTINELS } from './reactSentinelsPlugin';

const REACT_DOM_CLIENT = readFileSync(
  join(
    dirname(createRequire(import.meta.url).resolve('react-dom/package.json')),
    'cjs/react-dom-client.production.js',
  ),
  'utf8',
);

describe("React DOM's sentinel errors, made without a stack trace in the build", () => {
  const rewritten = rewriteSentinels(REACT_DOM_CLIENT);

  it.each(SENTINELS)('makes $name ($code) stackless, once', ({ name, code }) => {
    if (typeof rewritten !== 'string') throw new Error(rewritten.error);
    expect(rewritten).toContain(`${name} = stacklessError$(formatProdErrorMessage(${code}))`);
    expect(rewritten).not.toContain(`${name} = Error(`);
  });

  it('leaves "use strict" first and everything else as React wrote it', () => {
    if (typeof rewritten !== 'string') throw new Error(rewritten.error);
    expect(rewritten.indexOf('"use strict";')).toBe(REACT_DOM_CLIENT.indexOf('"use strict";'));
    const undone = rewritten
      .replace(/function stacklessError\$\(message\) \{[\s\S]*?\n\}\n/, '')
      .replaceAll('stacklessError$(', 'Error(');
    expect(undone).toBe(REACT_DOM_CLIENT);
  });

  it('makes an Error with its message, by prototype, and no stack', () => {
    if (typeof rewritten !== 'string') throw new Error(rewritten.error);
    const helper = /function stacklessError\$\(message\) \{[\s\S]*?\n\}\n/.exec(rewritten)?.[0];
    const made = runInNewContext(`${helper}; stacklessError$('Suspense Exception')`, {
      Object,
      Error,
    }) as Error;
    expect(made).toBeInstanceOf(Error);
    expect(made.message).toBe('Suspense Exception');
    expect(made.stack).toBeUndefined();
    expect(Object.keys(made)).toEqual([]);
  });

  it('refuses a React DOM that changed shape, naming the sentinel', () => {
    const changed = REACT_DOM_CLIENT.replace(
      'SuspenseException = Error(formatProdErrorMessage(460))',
      'SuspenseException = new Error(formatProdErrorMessage(460))',
    );
    expect(rewriteSentinels(changed)).toEqual({
      error: expect.stringContaining('SuspenseException 0 times'),
    });
  });
});
