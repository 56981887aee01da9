/**
 * Stylelint rule `floor/css-features`: a CSS property, a value of one (`overflow-wrap: anywhere`,
 * `flex-basis: content`) or `gap` in a flex container that an engine of the floor lacks (DESIGN §11).
 * It reads MDN's compatibility data (`@mdn/browser-compat-data`, what eslint-plugin-compat and
 * `floor/builtin-members` read for the JavaScript) for the engines of `browserslist` in package.json.
 * stylelint-no-unsupported-browser-features reads caniuse, which has no record of `aspect-ratio` or
 * `accent-color`, and sees flex `gap` only beside `display: flex` in the same rule (`.gap-small` and
 * `.stack` are two rules); this rule answers for declarations, that one for selectors.
 *
 * A declaration beyond the floor passes only where the engines that lack it never use it:
 * - inside `@supports` whose condition, by the same data, holds in none of them. `@supports
 *   (aspect-ratio: 1) { … gap … }` passes: every engine with `aspect-ratio` has flex `gap`. `@supports
 *   (gap: 0)` does not: grid's `gap` answers it in engines without flex `gap`;
 * - after a declaration of the same property that they have: an engine drops a value it cannot
 *   parse and keeps the one before (`overflow-wrap: break-word; overflow-wrap: anywhere`);
 * - when the build lowers it: Lightning CSS minifies the stylesheet for the same browserslist (Vite's
 *   `build.cssTarget`, scripts/engineFloor.js) and writes, say, `inset` as `top`, `right`, `bottom`,
 *   `left`. The rule asks Lightning CSS, with those targets, what it writes for the declaration.
 * Anything else that covers it says so at its line:
 * `stylelint-disable-next-line floor/css-features -- fallback: …`.
 */
import bcd from '@mdn/browser-compat-data' with { type: 'json' };
import { transform } from 'lightningcss';
import stylelint from 'stylelint';
import { cssLightningTargets, floorEngines } from '../engineFloor.js';

const ruleName = 'floor/css-features';

const messages = stylelint.utils.ruleMessages(ruleName, {
  beyond: (feature, engines) =>
    `${feature} is beyond the engine floor: ${engines} (DESIGN §11). Give it a fallback the floor has ` +
    '(@supports, or the same property before it), or say at the line what covers it',
});

/** `gap` is one property for three layouts; MDN files each engine's support per layout. */
const GAP_PROPERTIES = new Set(['gap', 'row-gap', 'column-gap']);
/** A family an engine lacks is skipped for the next one in the list, as fonts are meant to be. */
const FONT_LIST_PROPERTIES = new Set(['font-family', 'font']);

/**
 * The floor of the stylesheet at `file`: the oldest version of each engine its browserslist names,
 * `{ chrome: { name: 'chrome', version: 80 }, safari_ios: { name: 'ios_saf', version: 14 }, … }`,
 * and the Lightning CSS targets of the whole list.
 */
function floorOf(file) {
  const path = file ?? process.cwd();
  return { engines: floorEngines(path), targets: cssLightningTargets(path) };
}

/** A version of MDN's data as a number: 0 where it holds in every version (`true`, `≤79`), Infinity where in none. */
function versionOf(value) {
  if (value === true || (typeof value === 'string' && value.startsWith('≤'))) return 0;
  if (value === false || value === 'preview' || value === undefined || value === null)
    return Number.POSITIVE_INFINITY;
  return Number.parseFloat(value);
}

/**
 * The statements of `compat` for `browser` that speak of the declaration as written (its vendor
 * prefix, or an alternative name such as `word-wrap`), leaving out those behind a flag. Where MDN
 * says nothing (`null`, or no statement at all) the engine counts as having it, as
 * `floor/builtin-members` reads the data.
 */
function statementsOf(compat, browser, written) {
  const support = compat.support[browser];
  if (support === undefined) return [{ version_added: true }];
  return [support].flat().filter((statement) => {
    if (statement.flags !== undefined) return false;
    if (statement.alternative_name !== undefined) return statement.alternative_name === written.name;
    return (statement.prefix ?? '') === written.prefix;
  });
}

/**
 * Whether `browser` at `version` has what `compat` records. A partial implementation counts (its
 * note names a lesser behaviour, e.g. an outline that does not follow `border-radius` before
 * Chrome 94); docs/engines-css.md lists the ones the stylesheet meets.
 */
function supportedAt(compat, browser, written, version) {
  return statementsOf(compat, browser, written).some((statement) => {
    if (statement.version_added === null) return true;
    const added = versionOf(statement.version_added);
    const removed =
      statement.version_removed === undefined
        ? Number.POSITIVE_INFINITY
        : versionOf(statement.version_removed);
    return added <= version && version < removed;
  });
}

/** The first version of `browser` that has what `compat` records for good, or Infinity. */
function firstVersion(compat, browser, written) {
  let first = Number.POSITIVE_INFINITY;
  for (const statement of statementsOf(compat, browser, written)) {
    if (statement.version_removed === undefined)
      first = Math.min(first, versionOf(statement.version_added ?? true));
  }
  return first;
}

/**
 * The identifiers (`anywhere`, `sticky`) and function names (`clamp`) of a value, and how many
 * words it has; strings, URLs, colours and custom properties (`var(--brand)`) left out.
 */
function wordsOf(value) {
  const bare = value.replace(/url\([^)]*\)|"[^"]*"|'[^']*'|#[\da-f]+/gi, ' ');
  const idents = new Set();
  const functions = new Set();
  for (const match of bare.matchAll(/(?<![\w-])(-?[a-z][\w-]*)(\()?/gi)) {
    (match[2] ? functions : idents).add(match[1].toLowerCase());
  }
  const keywords = bare.trim().split(/\s+/).filter(Boolean).length;
  return { idents, functions, keywords };
}

/** Properties whose functions are shapes (`inset()`, `rect()`): elsewhere `rect()` is `clip`'s own. */
const SHAPE_PROPERTIES = new Set(['clip-path', 'shape-outside', 'offset-path']);

/** MDN's record of a CSS function (`css.types.clamp`, `css.types.gradient.linear-gradient`). */
function typeCompat(name, property) {
  const direct = bcd.css.types[name]?.__compat;
  if (direct !== undefined) return { id: `css.types.${name}`, compat: direct };
  for (const [group, entry] of Object.entries(bcd.css.types)) {
    if (group === 'basic-shape' && !SHAPE_PROPERTIES.has(property)) continue;
    const compat = entry[name]?.__compat;
    if (compat !== undefined) return { id: `css.types.${group}.${name}`, compat };
  }
  return undefined;
}

/**
 * What a declaration asks of an engine, as MDN's records: the property, each keyword and function
 * of its value MDN files under it, and for `gap` the layout it is in (`layout: false` for a
 * condition of `@supports`, which asks only whether the engine parses it).
 * @param {{ prop: string, value: string }} decl
 * @param {string[]} siblings the other declarations of its rule, as `prop: value`
 */
function featuresOf(decl, siblings, { layout = true } = {}) {
  const written = decl.prop.toLowerCase();
  if (written.startsWith('--')) return [];
  const vendor = /^-(webkit|moz|ms|o)-/.exec(written);
  const own = bcd.css.properties[written];
  const name = own !== undefined || vendor === null ? written : written.slice(vendor[0].length);
  const entry = bcd.css.properties[name];
  if (entry?.__compat === undefined) return [];
  const as = { prefix: own === undefined && vendor !== null ? vendor[0] : '', name: written };
  const features = [{ label: `"${written}"`, id: `css.properties.${name}`, compat: entry.__compat, as }];
  if (layout && GAP_PROPERTIES.has(name)) {
    const grid = siblings.some((line) => /^display\s*:\s*(inline-)?grid\b/i.test(line));
    const multicol = siblings.some((line) => /^column-(count|width)\s*:|^columns\s*:/i.test(line));
    const context = grid ? 'grid_context' : multicol ? 'multicol_context' : 'flex_context';
    if (entry[context]?.__compat !== undefined) {
      const where = context === 'flex_context' ? 'a flex container (a rule without display: grid)' : context;
      features.push({
        label: `"${written}" in ${where}`,
        id: `css.properties.${name}.${context}`,
        compat: entry[context].__compat,
        as: { prefix: '', name: written },
      });
    }
  }
  if (FONT_LIST_PROPERTIES.has(name)) return features;
  const { idents, functions, keywords } = wordsOf(decl.value);
  for (const word of [...idents, ...functions]) {
    if (word === '__compat' || entry[word]?.__compat === undefined) continue;
    features.push({
      label: `"${written}: ${word}"`,
      id: `css.properties.${name}.${word}`,
      compat: entry[word].__compat,
      as: { prefix: '', name: written },
    });
  }
  if (keywords > 1 && entry.multiple_keywords?.__compat !== undefined) {
    features.push({
      label: `"${written}" with two keywords`,
      id: `css.properties.${name}.multiple_keywords`,
      compat: entry.multiple_keywords.__compat,
      as: { prefix: '', name: written },
    });
  }
  for (const fn of functions) {
    if (entry[fn]?.__compat !== undefined) continue;
    const type = typeCompat(fn, name);
    if (type !== undefined) features.push({ label: `${fn}()`, ...type, as: { prefix: '', name: fn } });
  }
  return features;
}

/** Whether every feature holds in `browser` at `version`. */
function holds(features, browser, version) {
  return features.every((feature) => supportedAt(feature.compat, browser, feature.as, version));
}

/**
 * An `@supports` condition as a tree: `decl`, `not`, `and`, `or`, or `unknown` (`selector(…)`, a
 * form this rule does not read, counted as holding anywhere).
 */
function parseCondition(text) {
  const source = text.trim();
  const not = /^not\s+/i.exec(source);
  if (not) return { type: 'not', arg: parseInParens(source.slice(not[0].length)) };
  const parts = [];
  const joins = new Set();
  let depth = 0;
  let start = 0;
  for (let index = 0; index < source.length; index++) {
    const char = source[index];
    if (char === '(') depth++;
    else if (char === ')') depth--;
    else if (depth === 0) {
      const join = /^\s+(and|or)\s+/i.exec(source.slice(index));
      if (join) {
        parts.push(source.slice(start, index));
        joins.add(join[1].toLowerCase());
        index += join[0].length - 1;
        start = index + 1;
      }
    }
  }
  parts.push(source.slice(start));
  if (parts.length === 1) return parseInParens(parts[0]);
  if (joins.size > 1) return { type: 'unknown' };
  return { type: [...joins][0], args: parts.map(parseInParens) };
}

function parseInParens(text) {
  const source = text.trim();
  if (!source.startsWith('(') || !source.endsWith(')')) return { type: 'unknown' };
  const inner = source.slice(1, -1).trim();
  if (inner.startsWith('(') || /^not\s/i.test(inner)) return parseCondition(inner);
  const colon = inner.indexOf(':');
  if (colon <= 0) return { type: 'unknown' };
  return { type: 'decl', prop: inner.slice(0, colon).trim(), value: inner.slice(colon + 1).trim() };
}

/** The condition's value in `browser` at `version`: true, false, or undefined where unknown. */
function evaluate(condition, browser, version) {
  switch (condition.type) {
    case 'decl':
      return holds(featuresOf(condition, [], { layout: false }), browser, version);
    case 'not': {
      const value = evaluate(condition.arg, browser, version);
      return value === undefined ? undefined : !value;
    }
    case 'and': {
      const values = condition.args.map((arg) => evaluate(arg, browser, version));
      return values.includes(false) ? false : values.includes(undefined) ? undefined : true;
    }
    case 'or': {
      const values = condition.args.map((arg) => evaluate(arg, browser, version));
      return values.includes(true) ? true : values.includes(undefined) ? undefined : false;
    }
    default:
      return undefined;
  }
}

/** The `@supports` conditions around a node, innermost first. */
function supportsConditions(node) {
  const conditions = [];
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (parent.type === 'atrule' && parent.name.toLowerCase() === 'supports')
      conditions.push(parseCondition(parent.params));
  }
  return conditions;
}

/** Every version at which any of the records changes for `browser`, from the floor's `version` up. */
function versionsToTry(compats, browser, version) {
  const versions = new Set([version]);
  for (const compat of compats) {
    for (const statement of [compat.support[browser] ?? []].flat()) {
      for (const change of [statement.version_added, statement.version_removed]) {
        const at = versionOf(change);
        if (Number.isFinite(at) && at > version) versions.add(at);
      }
    }
  }
  return [...versions].sort((a, b) => a - b);
}

/** The compatibility records a condition reads. */
function conditionCompats(condition) {
  if (condition.type === 'decl') return featuresOf(condition, [], { layout: false }).map((f) => f.compat);
  if (condition.type === 'not') return conditionCompats(condition.arg);
  if (condition.type === 'and' || condition.type === 'or') return condition.args.flatMap(conditionCompats);
  return [];
}

/** What Lightning CSS writes for one declaration with the floor's targets, as `{ prop, value }`s. */
function lowered(decl, targets) {
  try {
    const { code } = transform({
      filename: 'declaration.css',
      code: Buffer.from(`.x{${decl.prop}:${decl.value}}`),
      targets,
      minify: false,
    });
    const body = /\{([^}]*)\}/.exec(code.toString())?.[1] ?? '';
    return [...body.matchAll(/([-\w]+)\s*:\s*([^;]+);?/g)].map((match) => ({
      prop: match[1],
      value: match[2].trim(),
    }));
  } catch {
    return [];
  }
}

/** Whether what Lightning CSS writes for `decl` holds in `browser` at `version`. */
function loweredHolds(decl, output, siblings, browser, version) {
  const written = output.map((line) => `${line.prop}: ${line.value}`).join(';');
  if (output.length === 0 || written === `${decl.prop}: ${decl.value}`) return false;
  const unprefixed = (prop) => prop.replace(/^-(webkit|moz|ms|o)-/, '');
  const groups = new Map();
  for (const line of output)
    groups.set(unprefixed(line.prop), [...(groups.get(unprefixed(line.prop)) ?? []), line]);
  return [...groups.values()].every((group) =>
    group.some((line) => holds(featuresOf(line, siblings), browser, version)),
  );
}

/**
 * @type {import('stylelint').Rule}
 * Options: `accept`, MDN ids (`css.properties.cursor`, and everything under it) the floor may lack,
 * each with the reason, e.g. a hint that does nothing where it is missing.
 */
const rule = (primary, options) => (root, result) => {
  const valid = stylelint.utils.validateOptions(
    result,
    ruleName,
    { actual: primary, possible: [true] },
    {
      actual: options,
      possible: {
        accept: [(reasons) => Object.values(reasons).every((reason) => /\w/.test(String(reason)))],
      },
      optional: true,
    },
  );
  if (!valid) return;
  const accept = Object.keys(options?.accept ?? {});
  const accepted = (id) => accept.some((key) => id === key || id.startsWith(`${key}.`));
  const { engines, targets } = floorOf(root.source?.input.file);
  root.walkDecls((decl) => {
    const declarations = (decl.parent?.nodes ?? []).filter((node) => node.type === 'decl');
    const siblings = declarations.map((node) => `${node.prop}: ${node.value}`);
    // The same property earlier in the rule: what an engine keeps when it drops this one.
    const before = declarations
      .slice(0, declarations.indexOf(decl))
      .filter((node) => node.prop.toLowerCase() === decl.prop.toLowerCase());
    const features = featuresOf(decl, siblings);
    if (features.length === 0) return;
    const conditions = supportsConditions(decl);
    let output;
    /** @type {Map<string, { label: string, engines: string[] }>} */
    const beyond = new Map();
    for (const [browser, floor] of Object.entries(engines)) {
      const compats = [...features.map((f) => f.compat), ...conditions.flatMap(conditionCompats)];
      for (const version of versionsToTry(compats, browser, floor.version)) {
        const missing = features.filter(
          (feature) => !supportedAt(feature.compat, browser, feature.as, version) && !accepted(feature.id),
        );
        if (missing.length === 0) continue;
        if (conditions.some((condition) => evaluate(condition, browser, version) === false)) continue;
        if (before.some((earlier) => holds(featuresOf(earlier, siblings), browser, version))) continue;
        output ??= lowered(decl, targets);
        if (loweredHolds(decl, output, siblings, browser, version)) continue;
        for (const feature of missing) {
          const added = firstVersion(feature.compat, browser, feature.as);
          const entry = beyond.get(feature.id) ?? { label: feature.label, engines: [] };
          const since = Number.isFinite(added) ? ` (from ${added})` : ' (in no version)';
          entry.engines.push(`${floor.name} ${version}${since}`);
          beyond.set(feature.id, entry);
        }
        break;
      }
    }
    for (const [id, { label, engines: lacking }] of beyond) {
      stylelint.utils.report({
        ruleName,
        result,
        node: decl,
        message: messages.beyond(`${label} (MDN: ${id})`, lacking.join(', ')),
      });
    }
  });
};

rule.ruleName = ruleName;
rule.messages = messages;

/** The plugin, for `plugins` in stylelint.config.mjs. */
export const cssFeatures = stylelint.createPlugin(ruleName, rule);
