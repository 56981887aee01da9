import { launchChromium } from '../tests/e2e/chromium';

const browser = await launchChromium();
const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
const reqs: string[] = [];
page.on('request', (r) => {
  if (r.url().includes('/api/')) reqs.push(`${r.method()} ${r.url()} ${JSON.stringify(r.headers())}`);
});
await page.goto(process.argv[2]!);
await page.waitForFunction(() => document.documentElement.dataset.screenReady);
console.log(await page.evaluate(() => document.querySelector('main')!.outerHTML));
console.log(reqs.join('\n'));
await page.screenshot({ path: '/tmp/engine.png', fullPage: true });
await browser.close();
