const RUNTIME_REQUIRE = /require\("ajv\/dist\/runtime\/([A-Za-z0-9_]+)"\)(\.default)?/g;

/**
 * Turns the `require("ajv/dist/runtime/<name>")` calls that ajv standalone code keeps even with
 * `esm: true` into top-level imports, so the validators are pure ESM for Vite, vitest and Node.
 *
 * The runtime modules are CommonJS with `__esModule`; Node hands their `module.exports` to a default
 * import while bundlers hand `exports.default`, so the import is a namespace and the value is unwrapped
 * for either interop.
 *
 * @throws when any other `require` is left, rather than shipping a module that fails in the browser.
 */
export function esmifyStandalone(code: string): string {
  const modules = new Set<string>();
  const body = code.replace(RUNTIME_REQUIRE, (_match, name: string, dotDefault: string | undefined) => {
    modules.add(name);
    return dotDefault ? `ajvRuntime_${name}_default` : `ajvRuntime_${name}`;
  });
  if (/\brequire\s*\(/.test(body))
    throw new Error('ajv standalone code has a require() that is not an ajv runtime');
  const names = [...modules].sort();
  const imports = names.map(
    (name) => `import * as ajvRuntime_${name}_ns from 'ajv/dist/runtime/${name}.js';`,
  );
  const bindings = names.flatMap((name) => [
    `const ajvRuntime_${name} = ajvRuntime_${name}_ns.default && ajvRuntime_${name}_ns.default.__esModule ? ajvRuntime_${name}_ns.default : ajvRuntime_${name}_ns;`,
    `const ajvRuntime_${name}_default = ajvRuntime_${name}.default;`,
  ]);
  const useStrict = /^\s*"use strict";\s*/;
  const rest = body.replace(useStrict, '');
  return [...imports, ...bindings, rest].join('\n');
}
