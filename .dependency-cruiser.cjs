/**
 * The layers of the code base, enforced by `npm run check:layers` (docs/architecture.md draws them).
 *
 *   screens/, brands/ ── language/ (build time: formulas, compiler, checker, plans) ──> route chunks
 *   src/ (run time):  core (expressions, actions, api, session, bridge, device, telemetry)
 *                       <── engine (React renderer) <── widgets (through src/engine/widgetApi.ts only)
 *   scripts/, studio/, sandbox/, tests/: tools around them; nothing of src/ imports them. The studio (the dev
 *   editor) is the top of the tools: scripts/ (build and CI tools, the review) import nothing of it, and the
 *   sandbox, which both read (its scenarios, the plan of screen states), imports neither.
 *
 * The rules hold for tests too: a test of the core runs without React and the engine, as the core
 * does. Only a widget's test may reach the engine's insides, to stand in for them (a screen
 * definition, the modal frame it fetches).
 */
const TESTS = '\\.test\\.tsx?$|^src/testing/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No import cycles, anywhere: every folder can be read (and loaded) from the bottom up.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'runtime-not-build',
      severity: 'error',
      comment: 'The app (src/, its tests too) never imports build-time, studio, sandbox or test code.',
      from: { path: '^src/' },
      to: { path: '^(language|scripts|studio|sandbox|tests)/' },
    },
    {
      name: 'core-not-react',
      severity: 'error',
      comment: 'The engine core (DESIGN §2) imports no React: it runs, and is tested, without a renderer.',
      from: { path: '^src/(expressions|actions|api|session|bridge|device)/' },
      to: { path: '(^|/)node_modules/(react|react-dom|react-router|react-router-dom)/' },
    },
    {
      name: 'core-not-engine',
      severity: 'error',
      comment: 'The core is below the engine and the widgets: they import it, never the other way.',
      from: { path: '^src/(expressions|actions|api|session|bridge|device|telemetry)/' },
      to: { path: '^src/(engine|widgets)/', pathNot: '^src/engine/(router|screens)\\.ts$' },
    },
    {
      name: 'widgets-through-widget-api',
      severity: 'error',
      comment: 'A widget reaches the engine only through src/engine/widgetApi.ts, the contract between them.',
      from: { path: '^src/widgets/', pathNot: TESTS },
      to: { path: '^src/engine/', pathNot: '^src/engine/widgetApi\\.ts$' },
    },
    {
      name: 'language-is-a-library',
      severity: 'error',
      comment:
        'The screen language (language/) is used by scripts/, studio/ and the build; it imports none of them.',
      from: { path: '^language/' },
      to: { path: '^(scripts|studio|sandbox|tests)/' },
    },
    {
      name: 'tools-not-studio',
      severity: 'error',
      comment:
        "A build or CI tool (scripts/, the review too) never reaches up into the dev editor: what both need lives below them (sandbox/screenStates.ts, language/). The studio service's bench measures the studio itself.",
      from: { path: '^scripts/', pathNot: '^scripts/bench/studioService\\.ts$' },
      to: { path: '^studio/' },
    },
    {
      name: 'sandbox-below-the-tools',
      severity: 'error',
      comment:
        'The sandbox (the development API, its scenarios and the plan of screen states) is read by the studio, the scripts and the tests; it imports none of them.',
      from: { path: '^sandbox/' },
      to: { path: '^(scripts|studio|tests)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist[^/]*|src/generated)/' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
};
