// A mid-range phone on this machine: the page's CPU slowed through the DevTools protocol, from before the
// first byte of the page arrives.
import type { Page } from 'playwright-core';

/** How much slower than this machine the page runs (DevTools' "6× slowdown"). */
export const PHONE_SLOWDOWN = 6;

export async function slowCpu(page: Page, rate = PHONE_SLOWDOWN): Promise<void> {
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate });
}
