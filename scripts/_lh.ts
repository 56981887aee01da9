import { writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const url = process.argv[2]!;
const chrome = await chromeLauncher.launch({
  chromePath: '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
  logLevel: 'silent',
});
const r = await lighthouse(url, {
  port: chrome.port,
  output: 'json',
  logLevel: 'error',
  onlyCategories: ['performance'],
});
chrome.kill();
const lhr = r!.lhr;
writeFileSync('/tmp/lh.json', JSON.stringify(lhr));
const a = lhr.audits;
for (const id of [
  'first-contentful-paint',
  'largest-contentful-paint',
  'speed-index',
  'total-blocking-time',
  'cumulative-layout-shift',
])
  console.log(id, a[id]?.displayValue, a[id]?.score);
const lcp = a['lcp-breakdown-insight'] ?? a['largest-contentful-paint-element'];
console.log(JSON.stringify(lcp?.details, null, 0).slice(0, 1500));
const tree = a['network-dependency-tree-insight'];
console.log(JSON.stringify(tree?.details, null, 0).slice(0, 3000));
