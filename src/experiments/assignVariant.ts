import { murmurHash2 } from './murmurHash2.ts';

/** A variant as the split needs it: its id and its percentage of borrowers. */
export interface Share {
  id: string;
  share: number;
}

/**
 * The key a borrower's unit is split by for an experiment, as deploy's `split_clients` writes it
 * (`"<experiment>:${arg_deviceId}"`, scripts/lib/experimentsNginx.ts): each experiment splits its
 * borrowers afresh, so being in b of one says nothing of the next.
 */
export function splitKey(experiment: string, unit: string): string {
  return `${experiment}:${unit}`;
}

/**
 * The variant of `unit` in `experiment`, exactly as nginx's `split_clients` picks it
 * (src/http/modules/ngx_http_split_clients_module.c): each share, in hundredths of a percent, is a
 * slice of the 32-bit hash range, `share × 0xffffffff / 10000` rounded down, the slices laid end to
 * end in the file's order; the last variant takes what is left (`*`).
 */
export function assignVariant(experiment: string, unit: string, variants: readonly Share[]): string {
  const hash = murmurHash2(splitKey(experiment, unit));
  let last = 0;
  for (const [i, variant] of variants.entries()) {
    if (i === variants.length - 1) return variant.id;
    const hundredths = Math.round(variant.share * 100);
    // uint32 arithmetic as nginx's: the product needs 46 bits, exact in a double.
    last = (last + Math.floor((hundredths * 0xffffffff) / 10000)) >>> 0;
    if (hash < last) return variant.id;
  }
  return variants[variants.length - 1]?.id ?? '';
}
