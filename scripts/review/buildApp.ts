import { resolve } from 'node:path';
import { build, loadConfigFromFile, type PluginOption } from 'vite';

/**
 * Builds one side of a review: `tsx scripts/review/buildApp.ts <project folder> <out folder>`, run
 * by sideBuild.ts in a child process, the folder's own `vite.config.ts` with its own plugins (its
 * screens compiler, its brand, its stylesheet), as `vite build` would, minus what only a deploy needs.
 */

/**
 * Plugins a review's build leaves out: the Brotli (quality 11) and gzip copies of every file, which
 * only nginx reads and which took about a third of the build's CPU time here.
 */
const NOT_FOR_REVIEW = new Set(['loan-precompress']);

async function flatten(option: PluginOption): Promise<PluginOption[]> {
  const value = await option;
  if (Array.isArray(value)) return (await Promise.all(value.map(flatten))).flat();
  return value ? [value] : [];
}

const isSkipped = (plugin: PluginOption) =>
  typeof plugin === 'object' && plugin !== null && 'name' in plugin && NOT_FOR_REVIEW.has(plugin.name);

const [project, outDir] = process.argv.slice(2);
if (!project || !outDir) throw new Error('usage: buildApp.ts <project folder> <out folder>');
const root = resolve(project);
const loaded = await loadConfigFromFile(
  { command: 'build', mode: 'production' },
  resolve(root, 'vite.config.ts'),
  root,
  'warn',
);
if (!loaded) throw new Error(`${root} has no vite.config.ts`);
const plugins = (await flatten(loaded.config.plugins ?? [])).filter((plugin) => !isSkipped(plugin));
await build({
  ...loaded.config,
  configFile: false,
  root,
  plugins,
  logLevel: 'warn',
  build: { ...loaded.config.build, outDir: resolve(outDir), emptyOutDir: true },
});
