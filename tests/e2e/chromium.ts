import { type Browser, chromium } from 'playwright-core';

/**
 * Flags that let Debian's headless Chromium run here: no sandbox as root, no GPU, and no
 * background networking (this machine's closed network refuses it, noisily).
 */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Launches the system Chromium (`CHROMIUM_PATH`, default `/usr/bin/chromium`); `npx playwright install` cannot download one here. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
    headless: true,
  });
}
