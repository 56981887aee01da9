import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PNG } from 'pngjs';
import type { IndexHtmlTransformContext } from 'vite';
import { describe, expect, it } from 'vitest';
import { brandPlugin, ICON_PX, iconDataUrl } from './brandPlugin';

const ROOT = resolve(import.meta.dirname, '..');

/** A PNG's width and height, from its header (IHDR, the first chunk). */
function pngSize(data: Buffer): [number, number] {
  expect(data.subarray(1, 4).toString('latin1')).toBe('PNG');
  return [data.readUInt32BE(16), data.readUInt32BE(20)];
}

const base64Of = (url: string, type: string) => {
  expect(url.startsWith(`data:${type};base64,`)).toBe(true);
  return Buffer.from(url.slice(`data:${type};base64,`.length), 'base64');
};

describe('the tab icon', () => {
  it.each(['pesoagad', 'kwartanow'])(
    'of %s is its SVG drawn into a PNG in index.html: no SVG document for the browser to lay out as a page loads',
    async (id) => {
      const plugin = brandPlugin(id);
      (plugin.configResolved as (config: { root: string }) => void)({ root: ROOT });
      const html = readFileSync(join(ROOT, 'index.html'), 'utf8');
      const hook = plugin.transformIndexHtml as {
        handler: (html: string, context: Partial<IndexHtmlTransformContext>) => { html: string };
      };
      const page = hook.handler(html, { filename: join(ROOT, 'index.html') }).html;
      const href = /<link rel="icon" href="([^"]*)"/.exec(page)?.[1] ?? '';
      const png = base64Of(href, 'image/png');
      expect(pngSize(png)).toEqual([ICON_PX, ICON_PX]);
      // Its letter is drawn: white on the brand's colour, a twentieth of the icon or more (none where a text went undrawn).
      const { data } = PNG.sync.read(png);
      let white = 0;
      for (let i = 0; i < data.length; i += 4)
        if (
          (data[i] ?? 0) > 230 &&
          (data[i + 1] ?? 0) > 230 &&
          (data[i + 2] ?? 0) > 230 &&
          (data[i + 3] ?? 0) > 200
        )
          white++;
      expect(white).toBeGreaterThan((ICON_PX * ICON_PX) / 20);
    },
  );

  it(`an SVG of another shape is drawn ${ICON_PX} px wide, as high as its shape`, () => {
    const dir = mkdtempSync(join(tmpdir(), 'icon-'));
    writeFileSync(
      join(dir, 'icon.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 4"><rect width="8" height="4"/></svg>',
    );
    expect(pngSize(base64Of(iconDataUrl(join(dir, 'icon.svg')), 'image/png'))).toEqual([
      ICON_PX,
      ICON_PX / 2,
    ]);
  });

  it('a PNG is sent as it is', () => {
    const dir = mkdtempSync(join(tmpdir(), 'icon-'));
    const svgIcon = base64Of(iconDataUrl(join(ROOT, 'brands/pesoagad/icon.svg')), 'image/png');
    writeFileSync(join(dir, 'icon.png'), svgIcon);
    expect(base64Of(iconDataUrl(join(dir, 'icon.png')), 'image/png')).toEqual(svgIcon);
  });
});
