/**
 * ESLint rule `floor/builtin-members`: an instance member of a JavaScript built-in (`list.at(-1)`,
 * `text.replaceAll(…)`, `map.groupBy`…) that an engine of the floor lacks. eslint-plugin-compat finds
 * globals and static members (`Object.hasOwn`, `IntersectionObserver`) by name, but an instance
 * method only on a literal (`[1].at(0)`); this rule asks TypeScript what the receiver is (an array,
 * a string, a Map…) and MDN's compatibility data (`@mdn/browser-compat-data`, the data
 * eslint-plugin-compat reads) when each engine of `browserslist` (package.json) gained the member.
 * A use the code guards or polyfills says so at the line: `// eslint-disable-next-line
 * floor/builtin-members -- guarded: …`.
 */
import bcd from '@mdn/browser-compat-data' with { type: 'json' };
import { ESLintUtils } from '@typescript-eslint/utils';
import { floorEngines } from '../engineFloor.js';

/** The oldest version of each engine the floor names, by MDN's name: `{ chrome: 80, safari_ios: 14 }`. */
export function floorVersions(path = process.cwd()) {
  return Object.fromEntries(
    Object.entries(floorEngines(path)).map(([browser, { version }]) => [browser, version]),
  );
}

/** The engines of the floor that lack `builtins.<owner>.<member>`, as `chrome 80 (from 92)`; empty when all have it. */
export function missingIn(owner, member, floor) {
  const compat = compatOf(owner, member);
  if (compat === undefined) return [];
  const missing = [];
  for (const [browser, version] of Object.entries(floor)) {
    const support = [compat.support[browser]].flat()[0];
    const added = support?.version_added;
    // Unknown (`null`) or a range (`≤37`) counts as supported: MDN's data says nothing against it.
    if (added === null || added === undefined || (typeof added === 'string' && added.startsWith('≤')))
      continue;
    if (added === false || support.flags !== undefined || Number.parseFloat(added) > version) {
      missing.push(`${browser} ${version}${added === false ? '' : ` (from ${added})`}`);
    }
  }
  return missing;
}

/**
 * TypeScript's library interfaces that MDN files under another name: the read-only views of a
 * collection are the collection, and every typed array is `TypedArray`.
 */
const MDN_OWNER = {
  ReadonlyArray: 'Array',
  ReadonlyMap: 'Map',
  ReadonlySet: 'Set',
  ...Object.fromEntries(
    [
      'Int8',
      'Uint8',
      'Uint8Clamped',
      'Int16',
      'Uint16',
      'Int32',
      'Uint32',
      'Float32',
      'Float64',
      'BigInt64',
      'BigUint64',
    ].map((kind) => [`${kind}Array`, 'TypedArray']),
  ),
};

/**
 * Where a member comes from, as MDN's data files it: the interface of TypeScript's own library that
 * declares it (`Array`, `String`, `Element`, `ObjectConstructor` → `Object`), or undefined for the
 * project's own types.
 */
function ownersOf(type, member, program) {
  const checker = program.getTypeChecker();
  const owners = new Set();
  for (const part of type.isUnion() ? type.types : [type]) {
    const apparent = checker.getApparentType(part);
    const property = apparent.getProperty(member);
    for (const declaration of property?.getDeclarations() ?? []) {
      if (!program.isSourceFileDefaultLibrary(declaration.getSourceFile())) continue;
      const owner = declaration.parent?.name?.getText();
      // Static members (`Object.hasOwn`) and a namespace's (`Intl.ListFormat`) are eslint-plugin-compat's.
      if (owner !== undefined && !owner.endsWith('Constructor')) owners.add(MDN_OWNER[owner] ?? owner);
    }
    // A DOM mixin (`ParentNode.replaceChildren`) is filed under the interfaces that include it.
    // 1536: ValueModule | NamespaceModule (TypeScript's SymbolFlags): a namespace is not an interface.
    const namespace = ((apparent.getSymbol()?.getFlags() ?? 0) & 1536) !== 0;
    if (property !== undefined && !namespace)
      for (const name of interfaceChain(apparent, checker)) owners.add(MDN_OWNER[name] ?? name);
  }
  return owners;
}

/** A library interface's name and its bases' (`HTMLDivElement`, `HTMLElement`, `Element`, `Node`…). */
function interfaceChain(type, checker) {
  const names = [];
  const queue = [type];
  while (queue.length > 0) {
    const next = queue.shift();
    const name = next.getSymbol()?.getName();
    if (name === undefined || names.includes(name) || name.startsWith('__')) continue;
    names.push(name);
    if (next.isClassOrInterface()) queue.push(...checker.getBaseTypes(next));
  }
  return names;
}

/** MDN's record of a member: a JavaScript built-in's (`javascript.builtins.Array.at`) or a Web API's (`api.Element.replaceChildren`). */
function compatOf(owner, member) {
  return (bcd.javascript.builtins[owner] ?? bcd.api[owner])?.[member]?.__compat;
}

export const builtinMembers = ESLintUtils.RuleCreator.withoutDocs({
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      missing: '{{owner}}.{{member}} is beyond the engine floor: {{engines}} (DESIGN §11)',
    },
  },
  defaultOptions: [],
  create(context) {
    const services = ESLintUtils.getParserServices(context);
    const floor = floorVersions();
    return {
      MemberExpression(node) {
        if (node.computed || node.property.type !== 'Identifier') return;
        const receiver = services.getTypeAtLocation(node.object);
        for (const owner of ownersOf(receiver, node.property.name, services.program)) {
          const engines = missingIn(owner, node.property.name, floor);
          if (engines.length > 0) {
            context.report({
              node: node.property,
              messageId: 'missing',
              data: { owner, member: node.property.name, engines: engines.join(', ') },
            });
            return;
          }
        }
      },
    };
  },
});
