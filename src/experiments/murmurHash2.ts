/**
 * nginx's MurmurHash2 (src/core/ngx_murmurhash.c), which `split_clients` puts each request's key
 * through: the same key gives the same 32-bit number here, in the dev server, the preview and at
 * the edge, so a borrower is in the same variant everywhere (DESIGN §14). Bytes are the key's UTF-8.
 */
export function murmurHash2(key: string): number {
  const data = new TextEncoder().encode(key);
  const m = 0x5bd1e995;
  let length = data.length;
  let h = length >>> 0;
  let i = 0;
  while (length >= 4) {
    let k =
      (data[i] as number) |
      ((data[i + 1] as number) << 8) |
      ((data[i + 2] as number) << 16) |
      ((data[i + 3] as number) << 24);
    k = Math.imul(k, m);
    k ^= k >>> 24;
    k = Math.imul(k, m);
    h = Math.imul(h, m) ^ k;
    i += 4;
    length -= 4;
  }
  // The last one to three bytes, as nginx's switch falls through its cases.
  if (length === 3) h ^= (data[i + 2] as number) << 16;
  if (length >= 2) h ^= (data[i + 1] as number) << 8;
  if (length >= 1) {
    h ^= data[i] as number;
    h = Math.imul(h, m);
  }
  h ^= h >>> 13;
  h = Math.imul(h, m);
  h ^= h >>> 15;
  return h >>> 0;
}
