import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ART_MAX_BYTES, refuseArt, writeArt } from './brandArt';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(32)]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(32)]);
const GIF = Buffer.from('GIF89a\u0001\u0000\u0001\u0000', 'latin1');
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')]);
const svg = (inner: string) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">${inner}</svg>`);

describe("a brand's art file, checked before the studio writes it", () => {
  it.each([
    ['a PNG', 'brands/kwartanow/logo.png', PNG, undefined],
    ['a JPEG', 'brands/kwartanow/banners/due.jpg', JPEG, undefined],
    ['a GIF', 'brands/kwartanow/spin.gif', GIF, undefined],
    ['a WebP', 'brands/kwartanow/landing/hero.webp', WEBP, undefined],
    ['a plain SVG', 'brands/kwartanow/icon.svg', svg('<circle cx="5" cy="5" r="4" fill="#0a0"/>'), undefined],
    ['an SVG linking inside itself', 'brands/kwartanow/icon.svg', svg('<use href="#a"/>'), undefined],
    ['a PNG named .jpg', 'brands/kwartanow/logo.jpg', PNG, 'not a JPG image'],
    ['text named .png', 'brands/kwartanow/logo.png', Buffer.from('hello'), 'not a PNG image'],
    ['an empty file', 'brands/kwartanow/logo.png', Buffer.alloc(0), 'empty'],
    [
      'a file over the limit',
      'brands/kwartanow/logo.png',
      Buffer.concat([PNG, Buffer.alloc(ART_MAX_BYTES)]),
      'at most 512 KB',
    ],
    ['not SVG text', 'brands/kwartanow/icon.svg', Buffer.from('<html></html>'), 'not an SVG image'],
    ['an SVG with a script', 'brands/kwartanow/icon.svg', svg('<script>alert(1)</script>'), 'a <script>'],
    [
      'an SVG with an event handler',
      'brands/kwartanow/icon.svg',
      svg('<rect onload="x()"/>'),
      'event handler',
    ],
    ['an SVG with a page in it', 'brands/kwartanow/icon.svg', svg('<foreignObject/>'), 'foreignObject'],
    [
      'an SVG with javascript:',
      'brands/kwartanow/icon.svg',
      svg('<a href="javascript:x()"/>'),
      'javascript:',
    ],
    [
      'an SVG fetching elsewhere',
      'brands/kwartanow/icon.svg',
      svg('<image href="https://x.test/a.png"/>'),
      'another site',
    ],
    [
      'an SVG with entities',
      'brands/kwartanow/icon.svg',
      Buffer.from('<!DOCTYPE svg [<!ENTITY a "b">]><svg></svg>'),
      'DTD',
    ],
    ['a screen', 'screens/aboutUs.json', Buffer.from('{}'), "not a brand's art file"],
    ['a brand file', 'brands/kwartanow.json', Buffer.from('{}'), "not a brand's art file"],
    ['out of the folder', 'brands/kwartanow/../../package.png', PNG, "not a brand's art file"],
    ['a script named as art', 'brands/kwartanow/logo.js', Buffer.from('x'), "not a brand's art file"],
  ])('%s', (_, file, bytes, refused) => {
    const why = refuseArt(file, bytes);
    if (refused === undefined) expect(why).toBeUndefined();
    else expect(why).toContain(refused);
  });

  it('writes a new file and says when it replaced one', () => {
    const tree = mkdtempSync(join(tmpdir(), 'art-'));
    expect(writeArt(tree, 'brands/b/banners/due.png', PNG)).toEqual({
      saved: true,
      file: 'brands/b/banners/due.png',
      replaced: false,
    });
    expect(readFileSync(join(tree, 'brands/b/banners/due.png'))).toEqual(PNG);
    expect(writeArt(tree, 'brands/b/banners/due.png', PNG)).toMatchObject({ saved: true, replaced: true });
    expect(writeArt(tree, 'brands/b/banners/due.png', Buffer.from('no'))).toMatchObject({ saved: false });
    expect(readFileSync(join(tree, 'brands/b/banners/due.png'))).toEqual(PNG);
  });
});
