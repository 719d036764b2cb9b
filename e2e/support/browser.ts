// One Chromium per spec file, a fresh browser context (its own storage, cookies and IndexedDB — a new
// visitor) for every test, closed after it. Errors thrown by a page are printed when its test fails.
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, onTestFailed } from 'vitest';

const LAUNCH_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
];

const ACTION_TIMEOUT_MS = 10_000;

function requiredEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the browser tests through \`node e2e/run.ts\``);
  return value;
}

/** The origin of the server under test, e.g. http://127.0.0.1:41234. */
export function baseUrl(): string {
  return requiredEnv('E2E_BASE_URL');
}

export interface BrowserSession {
  /** A new visitor: empty storage, English, online. */
  newContext(options?: BrowserContextOptions): Promise<BrowserContext>;
  /** A page in a new context. */
  newPage(options?: BrowserContextOptions): Promise<Page>;
}

/** Call once at the top of a spec file; `extraArgs` are more Chromium switches (e.g. host resolver rules). */
export function useBrowser({ extraArgs = [] }: { extraArgs?: string[] } = {}): BrowserSession {
  let browser: Browser | undefined;
  let open: BrowserContext[] = [];
  let pageErrors: string[] = [];

  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: requiredEnv('CHROMIUM_PATH'), headless: true, args: [...LAUNCH_ARGS, ...extraArgs] });
  });
  afterEach(async () => {
    const closing = open;
    open = [];
    pageErrors = [];
    await Promise.all(closing.map((context) => context.close()));
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function newContext(options: BrowserContextOptions = {}): Promise<BrowserContext> {
    if (!browser) throw new Error('useBrowser(): the browser is not running (call it at the top level of a spec file)');
    if (open.length === 0) onTestFailed(() => pageErrors.forEach((error) => console.error(`page error: ${error}`)));
    const context = await browser.newContext({
      baseURL: baseUrl(),
      locale: 'en-US',
      viewport: { width: 1280, height: 900 },
      // The service worker's precaching and update checks are not what these specs are about; blocking it
      // keeps every run the same (no background downloads, no cached pages answering for the server).
      serviceWorkers: 'block',
      ...options,
    });
    // A missing element should fail its test quickly, not after the whole test's time is gone.
    context.setDefaultTimeout(ACTION_TIMEOUT_MS);
    context.on('weberror', (error) => pageErrors.push(error.error().message));
    open.push(context);
    return context;
  }

  return {
    newContext,
    async newPage(options) {
      return (await newContext(options)).newPage();
    },
  };
}
