// @vitest-environment node
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isWritablePath, refuseWrite } from './writablePaths';

describe('the files the studio service writes (DESIGN §13)', () => {
  it.each([
    ['screens/aboutUs.json', true],
    ['screens/parts/guideWay.json', true],
    ['screens/a/b/c.json', true],
    ['brands/kwartanow.json', true],
    ['brands/kwartanow/logo.svg', true],
    ['brands/kwartanow/banner.status-174.png', true],
    ['brands/kwartanow/banners/due.svg', true],
    ['locales/fil.po', true],
    ['experiments/goLoan.json', true],
    ['experiments/goLoan/b.json', true],
    ['../package.json', false],
    ['screens/../package.json', false],
    ['screens/./aboutUs.json', false],
    ['/etc/passwd', false],
    ['/work/screens/aboutUs.json', false],
    ['screens\\aboutUs.json', false],
    ['screens//aboutUs.json', false],
    ['screens/aboutUs.json/', false],
    ['package.json', false],
    ['src/main.tsx', false],
    ['schemas/screen.schema.json', false],
    ['brands/kwartanow/logo.exe', false],
    ['brands/kwartanow/../../package.json', false],
    ['locales/fil.po.bak', false],
    ['experiments/goLoan/b/c.json', false],
    ['experiments/goLoan/../b.json', false],
    ['experiments/goLoan/b.po', false],
    ['.git/config', false],
    ['', false],
  ])('%s: %s', (file, writable) => {
    expect(isWritablePath(file)).toBe(writable);
  });

  it('refuses a link anywhere on the path, and takes a new file in a real folder', () => {
    const root = mkdtempSync(join(tmpdir(), 'writable-'));
    mkdirSync(join(root, 'screens/parts'), { recursive: true });
    writeFileSync(join(root, 'screens/aboutUs.json'), '{}');
    symlinkSync('../package.json', join(root, 'screens/linked.json'));
    symlinkSync('/etc', join(root, 'screens/elsewhere'));
    expect(refuseWrite(root, 'screens/aboutUs.json')).toBeUndefined();
    expect(refuseWrite(root, 'screens/parts/new.json')).toBeUndefined();
    expect(refuseWrite(root, 'screens/linked.json')).toMatch(/is a link/);
    expect(refuseWrite(root, 'screens/elsewhere/passwd.json')).toMatch(/screens\/elsewhere is a link/);
    expect(refuseWrite(root, '../package.json')).toMatch(/not a file the studio writes/);
  });
});
