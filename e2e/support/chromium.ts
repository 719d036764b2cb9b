// Which Chromium the browser tests drive: CHROMIUM_PATH when set (it must then exist), else Debian's
// /usr/bin/chromium, else none (the runners then report their browser tests as skipped, loudly).
import { accessSync, constants } from 'node:fs';

const DEFAULT_CHROMIUM = '/usr/bin/chromium';

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The Chromium to use, or null; throws when CHROMIUM_PATH names no executable (a typo must not skip the tests). */
export function findChromium(): string | null {
  const configured = process.env.CHROMIUM_PATH;
  if (configured) {
    if (!isExecutable(configured)) throw new Error(`CHROMIUM_PATH is set to "${configured}", which is not an executable file.`);
    return configured;
  }
  return isExecutable(DEFAULT_CHROMIUM) ? DEFAULT_CHROMIUM : null;
}

/** A banner no one scrolls past: tests that did not run must never read as passed. */
export function shoutSkipped(message: string): void {
  const line = `!!  ${message}  !!`;
  const bar = '!'.repeat(line.length);
  console.error(`\n${bar}\n${line}\n${bar}\n`);
}
