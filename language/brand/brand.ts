import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { Ajv } from 'ajv';
import type { BrandFile } from '../../src/generated/brand.ts';

/**
 * Brands (DESIGN §9): one lender's name, legal numbers, contacts, app links, colours and art, in
 * `brands/<id>.json` with its art in `brands/<id>/`. The build bakes exactly one in (`BRAND=<id>`):
 * formulas read it as `brand.*` and the compiler folds each read into the value it stands for
 * (language/compile/brandLookup.ts), index.html gets its colours, title and icon
 * (scripts/brandPlugin.ts), and its art is served at `<base>brand/`. So a build holds nothing of
 * another brand, and the app has no run-time switch to pay for.
 */

/** The folder of brand files, relative to the project root. */
export const BRANDS_DIR = 'brands';
/** The brand a build gets when `BRAND` is unset. */
export const DEFAULT_BRAND = 'pesoagad';
/** Where a brand's art is served, under the app's base path. */
export const BRAND_ART_PATH = 'brand/';

type DeepRequired<T> = T extends string
  ? T
  : T extends object
    ? { [K in keyof T as K extends '$schema' ? never : K]-?: DeepRequired<T[K]> }
    : T;

/** A brand with every default filled in, as screens and the build read it. */
export type Brand = DeepRequired<BrandFile>;

/** A mistake in a brand file, located by JSON pointer. */
export interface BrandProblem {
  file: string;
  pointer: string;
  message: string;
}

/** The brand the build and the dev server use: `BRAND`, else the default. */
export function brandIdFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  const id = env.BRAND?.trim();
  return id ? id : DEFAULT_BRAND;
}

/** Every brand file's path, relative to the root, sorted. */
export function brandFiles(root: string): string[] {
  const dir = join(root, BRANDS_DIR);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => `${BRANDS_DIR}/${name}`);
}

let validateBrandFile: ReturnType<Ajv['compile']> | undefined;
function brandValidator(root: string): ReturnType<Ajv['compile']> {
  if (validateBrandFile) return validateBrandFile;
  const schema = JSON.parse(readFileSync(join(root, 'schemas/brand.schema.json'), 'utf8')) as object;
  // Defaults fill what a brand leaves out, so every `brand.*` path a screen reads exists in every brand.
  const ajv = new Ajv({ allErrors: true, strict: true, useDefaults: true });
  validateBrandFile = ajv.compile(schema);
  return validateBrandFile;
}

/** A colour channel mix: `amount` of `into` over `color` (0 keeps `color`). */
export function mixColor(color: string, into: string, amount: number): string {
  const channel = (hex: string, i: number) => Number.parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16);
  const parts = [0, 1, 2].map((i) =>
    Math.round(channel(color, i) * (1 - amount) + channel(into, i) * amount)
      .toString(16)
      .padStart(2, '0'),
  );
  return `#${parts.join('')}`;
}

/**
 * Validates a brand file's JSON against `schemas/brand.schema.json` and fills its defaults (derived
 * colours follow `primary`); checks its id is its file name and every art file exists. The brand is
 * undefined when the file breaks the schema.
 */
export function resolveBrand(
  root: string,
  file: string,
  data: unknown,
): { brand?: Brand; problems: BrandProblem[] } {
  const problems: BrandProblem[] = [];
  const copy = structuredClone(data) as Record<string, unknown>;
  const validate = brandValidator(root);
  if (!validate(copy)) {
    for (const error of validate.errors ?? []) {
      const missing =
        error.keyword === 'required' ? (error.params as { missingProperty: string }) : undefined;
      const extra =
        error.keyword === 'additionalProperties'
          ? (error.params as { additionalProperty: string })
          : undefined;
      const message = missing
        ? `needs "${missing.missingProperty}" (schemas/brand.schema.json)`
        : extra
          ? `has no field "${extra.additionalProperty}" (schemas/brand.schema.json)`
          : `${error.message ?? 'is not valid'} (schemas/brand.schema.json)`;
      problems.push({
        file,
        pointer: extra ? `${error.instancePath}/${extra.additionalProperty}` : error.instancePath,
        message,
      });
    }
    return { problems };
  }
  const brand = copy as unknown as BrandFile;
  const expectedId = file.slice(BRANDS_DIR.length + 1, -'.json'.length);
  if (brand.id !== expectedId)
    problems.push({ file, pointer: '/id', message: `is "${brand.id}" but the file is ${expectedId}.json` });
  const colors = brand.colors;
  colors.primaryPressed ??= mixColor(colors.primary, '#000000', 0.2);
  colors.primarySoft ??= mixColor(colors.primary, '#ffffff', 0.9);
  colors.primaryLine ??= mixColor(colors.primary, '#ffffff', 0.8);
  const written = (data as { art?: unknown }).art;
  for (const { pointer, name } of artEntries(brand.art ?? {})) {
    if (existsSync(join(root, BRANDS_DIR, brand.id, name))) continue;
    const isWritten = readPointer(written, pointer.slice('/art'.length)) !== undefined;
    problems.push({
      file,
      pointer,
      message: `${BRANDS_DIR}/${brand.id}/${name} does not exist${isWritten ? '' : ` (the default of art${pointer.slice('/art'.length).replaceAll('/', '.')})`}`,
    });
  }
  problems.push(...iconProblems(root, file, brand));
  const { $schema: _schema, ...rest } = brand;
  return { brand: rest as Brand, problems };
}

/**
 * The tab icon is drawn into a PNG by the build without fonts (scripts/brandPlugin.ts), so every
 * machine draws it alike: an SVG icon's text would be missing from it.
 */
function iconProblems(root: string, file: string, brand: BrandFile): BrandProblem[] {
  const name = brand.art?.icon;
  const path = name === undefined ? '' : join(root, BRANDS_DIR, brand.id, name);
  if (!name?.endsWith('.svg') || !existsSync(path) || !/<text[\s>]/.test(readFileSync(path, 'utf8')))
    return [];
  return [
    {
      file,
      pointer: '/art/icon',
      message: `${BRANDS_DIR}/${brand.id}/${name} has text: the tab icon is drawn without fonts, so draw its letters as paths`,
    },
  ];
}

/** Every art file a brand names, with the JSON pointer of its field (`/art/statusBanners/dueSoon`). */
function artEntries(art: object, pointer = '/art'): { pointer: string; name: string }[] {
  return Object.entries(art).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [{ pointer: `${pointer}/${key}`, name: value }]
      : artEntries(value as object, `${pointer}/${key}`),
  );
}

function readPointer(value: unknown, pointer: string): unknown {
  let at = value;
  for (const segment of pointer.split('/').slice(1)) {
    if (typeof at !== 'object' || at === null) return undefined;
    at = (at as Record<string, unknown>)[segment];
  }
  return at;
}

/** Art fields (file names, nested in groups) with each file name made its URL in the built app. */
function artUrls(art: object): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(art).map(([key, value]) => [
      key,
      typeof value === 'string' ? `/${BRAND_ART_PATH}${value}` : artUrls(value as object),
    ]),
  );
}

/** Reads and resolves `brands/<id>.json`; throws with every problem when it cannot be used. */
export function loadBrand(root: string, id: string = brandIdFromEnv()): Brand {
  const file = `${BRANDS_DIR}/${id}.json`;
  if (!existsSync(join(root, file))) {
    const known = brandFiles(root).map((f) => f.slice(BRANDS_DIR.length + 1, -'.json'.length));
    throw new Error(`BRAND=${id}: there is no ${file} (brands: ${known.join(', ')})`);
  }
  const { brand, problems } = resolveBrand(root, file, JSON.parse(readFileSync(join(root, file), 'utf8')));
  if (!brand || problems.length > 0)
    throw new Error(
      `${file} cannot be used:\n${problems.map((p) => `  ${p.pointer || '/'} ${p.message}`).join('\n')}`,
    );
  return brand;
}

/**
 * What formulas read as `brand`: the brand's fields, each art file as its URL in the built app (a
 * root-relative path, which the app resolves under its base like any screen image).
 */
export function brandScope(brand: Brand): Record<string, unknown> {
  return { ...brand, art: artUrls(brand.art) };
}

/** The custom properties of `src/styles.css` a brand sets, as one `:root` rule. */
export function brandCss(brand: Brand): string {
  const c = brand.colors;
  const properties: Record<string, string> = {
    '--brand': c.primary,
    '--brand-dark': c.primaryPressed,
    '--on-brand': c.onPrimary,
    '--brand-soft': c.primarySoft,
    '--brand-line': c.primaryLine,
    '--text': c.text,
    '--muted': c.muted,
    '--bg': c.background,
    '--card': c.surface,
    '--line': c.line,
    '--danger': c.danger,
    '--success': c.success,
  };
  return `:root{${Object.entries(properties)
    .map(([name, value]) => `${name}:${value}`)
    .join(';')}}`;
}

/** Every file of a brand's art folder: its path under the brand's art URL and on disk. */
export function brandArtFiles(root: string, brand: Brand): { name: string; absolute: string }[] {
  const dir = join(root, BRANDS_DIR, brand.id);
  if (!existsSync(dir)) return [];
  const files: { name: string; absolute: string }[] = [];
  const visit = (folder: string) => {
    for (const entry of readdirSync(folder).sort()) {
      const absolute = join(folder, entry);
      if (statSync(absolute).isDirectory()) visit(absolute);
      else files.push({ name: relative(dir, absolute).split('\\').join('/'), absolute });
    }
  };
  visit(dir);
  return files;
}

/**
 * What `brand.*` reads in the brand the build uses (`BRAND`), or undefined when its file cannot be
 * used (the checker reports why, `checkBrands`; the build refuses it, `loadBrand`).
 */
export function activeBrandScope(
  root: string,
  id: string = brandIdFromEnv(),
): Record<string, unknown> | undefined {
  try {
    return brandScope(loadBrand(root, id));
  } catch {
    return undefined;
  }
}
