/**
 * Pictures and pages the sandbox draws in code, so fixtures can point at same-origin URLs
 * (the app's CSP allows `img-src 'self' data: https:`) and no binary files live in the repo.
 */

const palette = ['#1f7a4d', '#d9572b', '#2b5fd9', '#8a3ffc', '#c28a00', '#00838f', '#c2185b', '#455a64'];

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function colourOf(text: string): string {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return palette[hash % palette.length] ?? '#455a64';
}

function words(slug: string): string {
  return slug
    .split('-')
    .filter((word) => word !== '')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** Sizes of the asset kinds, named by the prefix of the asset file name. */
const assetKinds: Record<string, { width: number; height: number; radius: number }> = {
  logo: { width: 96, height: 96, radius: 20 },
  banner: { width: 750, height: 300, radius: 0 },
  promo: { width: 600, height: 800, radius: 24 },
  photo: { width: 640, height: 480, radius: 0 },
  guide: { width: 640, height: 960, radius: 0 },
  qr: { width: 240, height: 240, radius: 0 },
};

/**
 * The SVG of `/__sandbox/assets/<kind>-<slug>.svg`, e.g. `logo-peso-go.svg`: a coloured block
 * with the slug as text (a logo shows initials). Undefined for an unknown kind.
 */
export function assetSvg(fileName: string): string | undefined {
  const match = /^([a-z]+)-([a-z0-9-]+)\.svg$/.exec(fileName);
  const kind = match?.[1];
  const slug = match?.[2] ?? '';
  const size = kind === undefined ? undefined : assetKinds[kind];
  if (size === undefined) return undefined;
  const { width, height, radius } = size;
  const title = words(slug);
  if (kind === 'qr') return qrSvg(slug);
  const label =
    kind === 'logo'
      ? title
          .split(' ')
          .map((word) => word.charAt(0))
          .join('')
          .slice(0, 2)
      : title;
  const fontSize = kind === 'logo' ? 40 : Math.round(Math.min(width / Math.max(label.length, 6), height / 4));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<title>${escapeXml(title)}</title>`,
    `<rect width="${width}" height="${height}" rx="${radius}" fill="${colourOf(slug)}"/>`,
    `<text x="50%" y="50%" dominant-baseline="middle" text-anchor="middle" fill="#fff" font-family="sans-serif" font-weight="bold" font-size="${fontSize}">${escapeXml(label)}</text>`,
    '</svg>',
  ].join('');
}

/** A fake QR code: a stable pattern of squares drawn from the slug. */
function qrSvg(slug: string): string {
  const cells: string[] = [];
  let seed = 7;
  for (const char of slug) seed = (seed * 131 + char.charCodeAt(0)) >>> 0;
  for (let row = 0; row < 21; row += 1) {
    for (let column = 0; column < 21; column += 1) {
      seed = (seed * 1103515245 + 12345) >>> 0;
      const finder = (row < 7 || row > 13) && (column < 7 || column > 13) && !(row > 13 && column > 13);
      if (finder ? row % 6 === 0 || column % 6 === 0 || (row % 7 > 1 && row % 7 < 5) : seed % 3 === 0) {
        cells.push(`<rect x="${column * 10 + 15}" y="${row * 10 + 15}" width="10" height="10"/>`);
      }
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240"><rect width="240" height="240" fill="#fff"/><g fill="#000">${cells.join('')}</g></svg>`;
}

/** The four characters a captcha for a sid shows (stable per sid so a test can read them). */
export function captchaText(sid: string): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  let seed = 17;
  for (const char of sid) seed = (seed * 31 + char.charCodeAt(0)) >>> 0;
  let text = '';
  for (let index = 0; index < 4; index += 1) {
    seed = (seed * 1103515245 + 12345) >>> 0;
    text += alphabet[(seed >>> 8) % alphabet.length] ?? 'X';
  }
  return text;
}

/** The captcha image for a sid. */
export function captchaSvg(sid: string): string {
  const text = captchaText(sid);
  const letters = [...text]
    .map(
      (char, index) =>
        `<text x="${14 + index * 24}" y="${30 + (index % 2) * 4}" transform="rotate(${index % 2 ? 8 : -8} ${20 + index * 24} 24)">${char}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="44" viewBox="0 0 120 44"><title>captcha ${text}</title><rect width="120" height="44" fill="#eef2f7"/><path d="M4 30 C30 6, 60 40, 116 12" stroke="#9aa7b8" fill="none" stroke-width="2"/><g font-family="monospace" font-size="24" font-weight="bold" fill="#2b3a55">${letters}</g></svg>`;
}

/**
 * A stand-in for a page outside the app (payment gateway, contract, continue URL, external
 * product): shows its name and query so a person or a test can see where the app went.
 */
export function standInPageHtml(name: string, query: Record<string, string | string[]>): string {
  const rows = Object.entries(query)
    .map(([key, value]) => `<tr><th>${escapeXml(key)}</th><td>${escapeXml(String(value))}</td></tr>`)
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><link rel="icon" href="data:,"><title>Sandbox page: ${escapeXml(name)}</title></head><body style="font-family:sans-serif;padding:16px"><h1>Sandbox page: ${escapeXml(name)}</h1><p>This page stands in for a page outside the app.</p><table>${rows}</table></body></html>`;
}
