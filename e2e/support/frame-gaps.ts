// How smooth a page stayed: every frame the page paints is timed from inside it (requestAnimationFrame), and the
// longest time between two frames is what a person saw as a stall — a scroll that stopped, a key that did not show.
import type { Page } from 'playwright-core';

interface FrameWatch {
  gaps: number[];
  running: boolean;
}

/** Starts timing frames; `longestFrameGap` reads the longest gap since then and stops. */
export async function watchFrames(page: Page): Promise<void> {
  await page.evaluate(() => {
    const watch: FrameWatch = { gaps: [], running: true };
    (window as unknown as { frameWatch: FrameWatch }).frameWatch = watch;
    let last = performance.now();
    const tick = (now: number) => {
      if (!watch.running) return;
      watch.gaps.push(now - last);
      last = now;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

export async function longestFrameGap(page: Page): Promise<number> {
  return page.evaluate(() => {
    const watch = (window as unknown as { frameWatch: FrameWatch }).frameWatch;
    watch.running = false;
    return Math.max(0, ...watch.gaps);
  });
}
