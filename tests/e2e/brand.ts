import { resolve } from 'node:path';
import { type Brand, loadBrand } from '../../language/brand/brand.ts';

/** The brand of the build under test (`BRAND`, as the build was made; the default otherwise). */
export const brand: Brand = loadBrand(resolve(import.meta.dirname, '../..'));

/** `text` as a regular expression matching it literally. */
export const literally = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
