import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * `npm run check:dist`: the shipped bundle must run under `script-src 'self'`, so it
 * may contain neither `new Function` nor `eval(` (DESIGN §2).
 */
const FORBIDDEN = [/new Function\s*\(/, /(^|[^\w$.])eval\s*\(/];

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

const found: string[] = [];
const scripts = files('dist').filter((file) => /\.(m?js|html)$/.test(file));
for (const file of scripts) {
  const text = readFileSync(file, 'utf8');
  for (const pattern of FORBIDDEN) {
    const match = pattern.exec(text);
    if (match)
      found.push(
        `${file}: ${text.slice(Math.max(0, match.index - 40), match.index + 40).replace(/\s+/g, ' ')}`,
      );
  }
}
if (scripts.length === 0) {
  console.error('dist/ has no scripts: run `npm run build` first');
  process.exit(1);
}
if (found.length > 0) {
  console.error(`dist/ contains eval or new Function:\n${found.join('\n')}`);
  process.exit(1);
}
console.log(`dist ok: ${scripts.length} files, no eval and no new Function`);
