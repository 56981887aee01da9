/**
 * The engine floor's check of what ships to the browser (DESIGN §11, `npm run check:compat`): a
 * JavaScript built-in or Web API that an engine of `browserslist` (package.json) lacks, named at its
 * file:line. eslint-plugin-compat finds globals and static members by name (`Object.hasOwn`,
 * `IntersectionObserver`); `floor/builtin-members` (scripts/lint/builtinMembers.js) finds members
 * by their receiver's type (`list.at(-1)`). Both read MDN's compatibility data. A use guarded or
 * polyfilled at its line says so: `// eslint-disable-next-line compat/compat -- guarded: …`.
 * Biome lints everything else.
 */
import compat from 'eslint-plugin-compat';
import tseslint from 'typescript-eslint';
import { builtinMembers } from './scripts/lint/builtinMembers.js';

/** The app's code that ships to the browser (tests, test helpers and generated types stay home). */
export const SHIPPED = {
  files: ['src/**/*.{ts,tsx}'],
  ignores: ['**/*.test.{ts,tsx}', 'src/testing/**'],
};

export default [
  {
    ...SHIPPED,
    languageOptions: {
      parser: tseslint.parser,
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { compat, floor: { rules: { 'builtin-members': builtinMembers } } },
    // `lintAllEsApis`: built-ins too, not only Web APIs (nothing polyfills them here).
    // `ignoreConditionalChecks`: any use inside an `if` counted as guarded, which let
    // `if (key !== undefined && Object.hasOwn(cases, key))` through; a guard says so at its line.
    settings: { lintAllEsApis: true, ignoreConditionalChecks: true },
    rules: { 'compat/compat': 'error', 'floor/builtin-members': 'error' },
  },
];
