import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { BRAND_ART_PATH, type Brand, brandCss, brandScope, loadBrand } from '../../language/brand/brand.ts';
import { type CompiledScreen, compileScreen } from '../../language/compile/compileScreen.ts';
import { type PartFile, readParts } from '../../language/compile/parts.ts';
import { screenFiles } from '../../language/compile/screenFiles.ts';
import { readExperiments } from '../../language/experiments/experiments.ts';
import { type PlannedExperiment, stateVariant, variantShown } from '../../sandbox/screenStates.ts';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** What one side of a review builds its screens from, read from disk or given by a test. */
export interface SideSources {
  /** Screen files by path from the project root (`screens/orderDetails.json`) → their text. */
  screens: Map<string, string>;
  parts: Map<string, PartFile>;
  /** The experiments (`experiments/<id>.json`): which variant each state of a screen shows. */
  experiments: readonly PlannedExperiment[];
  /** The brand the build bakes in, or why its file cannot be used (then the build fails too). */
  brand: Brand | { error: string };
  /** The app's stylesheet (`src/styles.css` and the files of `src/styles/` it imports): every screen's look depends on it. */
  styles: string;
  /**
   * A hash of the file the app serves at a root-relative URL a screen names (`/brand/logo.svg`,
   * `/guide/gcash-3.svg`), undefined when no file of the build answers it (a sandbox image).
   */
  assetHash(url: string): string | undefined;
}

/** One screen file of one side, compiled as the app ships it. */
export interface ScreenVersion {
  file: string;
  /** The file's text: what the studio's previews are computed from. */
  text: string;
  /** The parsed file; absent when it is not JSON. */
  data?: Obj;
  /** The compiler's output (absent when the file is not JSON), as the studio's previews read it. */
  compiled?: CompiledScreen;
  /**
   * What the borrower gets from the screen's file: the compiled tree as it ships (formulas as trees,
   * `let` names and parts expanded, `brand.*` folded, notes dropped), canonical JSON (keys sorted),
   * with the hash of every file of the app it shows. Reformatting the file, renaming a `let` name
   * or moving a widget into a part leaves it as it was.
   */
  fingerprint: string;
  /** Mistakes the compiler found (a formula that does not parse, an unknown part), as `pointer message`. */
  compileProblems: string[];
  /** The part files it uses. */
  usedParts: string[];
  /**
   * The variant its experiment has the app show in place of this file's own screen (`goLoanButton:b`
   * for the published screen of an experiment decided for b, `goLoanButton:a` for variant b's file once
   * the experiment stopped); absent while the app shows the file itself.
   */
  shownInstead?: string;
}

/** Every screen of one side, and what all of them look like together. */
export interface CompiledSide {
  screens: Map<string, ScreenVersion>;
  /** Its experiments, as its sources read them. */
  experiments: readonly PlannedExperiment[];
  /** A hash of what styles every screen: the brand's colours (as the build writes them) and the stylesheet. */
  look: string;
  /** Why the brand cannot be used, when it cannot. */
  brandError?: string;
}

const hash = (text: string | Buffer) => createHash('sha256').update(text).digest('hex').slice(0, 16);

/** JSON with every object's keys sorted: two trees that differ only in key order print the same. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (isObj(value))
    return `{${Object.keys(value)
      .sort()
      .filter((key) => value[key] !== undefined)
      .map((key) => `${JSON.stringify(key)}:${canonicalJson(value[key])}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

/** Every root-relative URL with a file extension in a tree (`/brand/banners/due.svg`): files a screen shows. */
function fileUrls(value: unknown, found = new Set<string>()): Set<string> {
  if (typeof value === 'string') {
    if (/^\/[^/?#][^?#]*\.[a-z0-9]+$/i.test(value)) found.add(value);
  } else if (Array.isArray(value)) for (const item of value) fileUrls(item, found);
  else if (isObj(value)) for (const item of Object.values(value)) fileUrls(item, found);
  return found;
}

/** Compiles every screen of a side as its build would, and fingerprints what each one shows. */
export function compileSide(sources: SideSources): CompiledSide {
  const brandError = 'error' in sources.brand ? sources.brand.error : undefined;
  const brand = 'error' in sources.brand ? undefined : sources.brand;
  const scope = brand ? brandScope(brand) : undefined;
  const screens = new Map<string, ScreenVersion>();
  for (const [file, text] of sources.screens) {
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      screens.set(file, {
        file,
        text,
        fingerprint: `unreadable:${hash(text)}`,
        compileProblems: [`/ is not JSON: ${message}`],
        usedParts: [],
      });
      continue;
    }
    const compiled = compileScreen(data, file, sources.parts, scope);
    const variant = stateVariant({ file, ...(isObj(data) ? { data } : {}) }, sources.experiments);
    const instead = variant && variantShown(variant);
    // As scripts/screensPlugin.ts ships it: notes for staff and editors are left out.
    const { $schema: _schema, description: _notes, ...shipped } = isObj(compiled.value) ? compiled.value : {};
    const files = [...fileUrls(shipped)]
      .sort()
      .map((url) => [url, sources.assetHash(url)] as const)
      .filter(([, digest]) => digest !== undefined);
    screens.set(file, {
      file,
      text,
      ...(isObj(data) ? { data, compiled } : {}),
      fingerprint: canonicalJson({ screen: isObj(compiled.value) ? shipped : compiled.value, files }),
      compileProblems: compiled.problems.map((p) => `${p.file} ${p.pointer || '/'} ${p.message}`),
      usedParts: [...compiled.usedParts].sort(),
      ...(variant && instead !== variant.variant
        ? { shownInstead: `${variant.experiment.id}:${instead}` }
        : {}),
    });
  }
  return {
    screens,
    experiments: sources.experiments,
    look: hash(`${brand ? brandCss(brand) : `no brand: ${brandError}`}\n${sources.styles}`),
    ...(brandError ? { brandError } : {}),
  };
}

/** The stylesheet's files, each named, in a fixed order: a change to any of them shows. */
function readStyles(root: string): string {
  const folder = join(root, 'src/styles');
  const files = [
    'src/styles.css',
    ...(existsSync(folder)
      ? readdirSync(folder)
          .sort()
          .map((name) => `src/styles/${name}`)
      : []),
  ];
  return files
    .filter((file) => existsSync(join(root, file)))
    .map((file) => `/* ${file} */\n${readFileSync(join(root, file), 'utf8')}`)
    .join('\n');
}

/** Reads a side's sources from a project folder (a snapshot of the base or of the work tree). */
export function readSideSources(root: string, brandId: string): SideSources {
  let brand: SideSources['brand'];
  try {
    brand = loadBrand(root, brandId);
  } catch (error) {
    brand = { error: error instanceof Error ? error.message : String(error) };
  }
  const digests = new Map<string, string | undefined>();
  return {
    screens: new Map(screenFiles(root).map((file) => [file, readFileSync(join(root, file), 'utf8')])),
    parts: readParts(root),
    experiments: readExperiments(root),
    brand,
    styles: readStyles(root),
    assetHash(url) {
      if (!digests.has(url)) {
        const path = url.startsWith(`/${BRAND_ART_PATH}`)
          ? join(root, 'brands', brandId, url.slice(BRAND_ART_PATH.length + 1))
          : join(root, 'public', url.slice(1));
        digests.set(url, existsSync(path) && statSync(path).isFile() ? hash(readFileSync(path)) : undefined);
      }
      return digests.get(url);
    },
  };
}
