/**
 * The engine floor's check of the stylesheet (DESIGN §11, `npm run check:css`): a property, value or
 * selector that an engine of `browserslist` (package.json, the one list of engines) lacks, at its
 * file:line, unless the build lowers it or the stylesheet gives it a fallback. docs/engines-css.md
 * has the fallbacks and how to write one. Biome lints everything else about the CSS.
 *
 * - `plugin/no-unsupported-browser-features` (caniuse, through doiuse): selectors (`:has()`,
 *   `:focus-visible`), units, at-rules. It sees no `@supports`, so a fallback it cannot see says so
 *   at its line: `stylelint-disable-next-line plugin/no-unsupported-browser-features -- fallback: …`.
 * - `floor/css-features` (MDN's data, scripts/lint/cssFeatures.js): properties and their values,
 *   `gap` in a flex container. It accepts a declaration inside an `@supports` that rules out every
 *   engine lacking it, after the same property the floor has, or one that Lightning CSS (the
 *   build's minifier, with the same browserslist) rewrites into what the floor has (`inset`).
 *
 * A disable needs its reason after `--` and must still silence something.
 */
import { cssFeatures } from './scripts/lint/cssFeatures.js';

export default {
  plugins: ['stylelint-no-unsupported-browser-features', cssFeatures],
  reportDescriptionlessDisables: true,
  reportNeedlessDisables: true,
  reportInvalidScopeDisables: true,
  rules: {
    'plugin/no-unsupported-browser-features': [
      true,
      {
        // Partly supported features are reported like missing ones; each one listed below is
        // either answered per declaration by floor/css-features or its note never applies here.
        ignorePartialSupport: false,
        ignore: [
          // caniuse files every logical property under one feature, partly supported by the floor
          // (Chrome 80 has the -start/-end longhands, not the shorthands or `inset`): floor/css-features
          // answers per property from MDN, and Lightning CSS lowers the shorthands.
          'css-logical-props',
          // Seen only beside `display: flex` in the same rule; floor/css-features sees every `gap`.
          'flexbox-gap',
          // Partial: no `overflow: clip`, no two-keyword `overflow`; floor/css-features reads both.
          'css-overflow',
          // Partial: Safari before 15.4 mixes `transparent` without premultiplying; no gradient of
          // the stylesheet names `transparent` (declaration-property-value-disallowed-list below).
          'css-gradients',
          // Partial: Chrome before 91 sticks no `<thead>` or `<tr>`; the sticky footer is a section.
          'css-sticky',
          // A phone's touch screen shows no pointer to shape (caniuse: none in iOS or Samsung
          // Internet); where it is missing nothing changes.
          'css3-cursors',
          // A family list (`ui-monospace, SFMono-Regular, …, monospace`): an engine without a family
          // takes the next one.
          'extended-system-fonts',
          // No drag handle in iOS; the text area keeps its height (floor/css-features notes the line).
          'css-resize',
          // Partial: `-webkit-appearance` with `none` only, not `auto`; the drawn checkbox writes
          // `none` (floor/css-features reads the value).
          'css-appearance',
          // Lowered by the build: Lightning CSS writes these in forms the floor has (nesting
          // unnested, `(width >= 600px)` as `min-width`, `oklch()` and `color()` after a hex
          // colour, `:is()` and `:not(a, b)` also as `:-webkit-any()`); scripts/checkCss.test.ts
          // proves each with the floor's targets. A colour it cannot compute (`oklch(var(--l) …)`)
          // floor/css-features still refuses.
          'css-nesting',
          'css-media-range-syntax',
          'css-lch-lab',
          'css-color-function',
          'css-matches-pseudo',
          'css-not-sel-list',
        ],
      },
    ],
    'floor/css-features': [
      true,
      {
        accept: {
          // MDN: no cursor values in Safari on iOS, which draws no pointer (an iPad with a mouse
          // draws the default one).
          'css.properties.cursor':
            'a touch screen shows no pointer; where a value is missing nothing changes',
        },
      },
    ],
    // Keeps the css-gradients reason above true.
    'declaration-property-value-disallowed-list': {
      '/^background/': ['/gradient\\(.*\\btransparent\\b/'],
    },
  },
};
