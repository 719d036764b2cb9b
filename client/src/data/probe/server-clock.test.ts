// @vitest-environment node
// The server's time as a device with a wrong clock learns it from the Date header of the server's answers.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../testing/memory-storage.ts';

const HOUR = 60 * 60 * 1000;
/** Device time the answers arrive at: the device's clock is whatever the test says. */
const DEVICE_NOW = Date.parse('2030-01-01T12:00:00.000Z');
const header = (ms: number) => new Date(ms).toUTCString();

let storage: Storage;
beforeEach(() => {
  storage = memoryStorage();
  vi.stubGlobal('localStorage', storage);
  vi.resetModules();
});
afterEach(() => vi.unstubAllGlobals());

const load = () => import('./server-clock.ts');

describe("a device's clock against the server's", () => {
  it('a phone two hours fast learns the server time from its first answer', async () => {
    const clock = await load();
    clock.learnServerTime(header(DEVICE_NOW - 2 * HOUR), DEVICE_NOW);
    expect(clock.serverClockOffset()).toBe(-2 * HOUR);
  });

  it('never runs ahead of the server: the header has whole seconds and arrives late', async () => {
    const clock = await load();
    // Both clocks agree here. The server read 12:00:00.900 when it answered, its header says 12:00:00, and the
    // answer took 300 ms: the device puts the server at or behind its true time, never ahead.
    clock.learnServerTime(header(DEVICE_NOW + 900), DEVICE_NOW + 1200);
    expect(clock.serverClockOffset()).toBe(-1200);
    // A slower answer lowers the estimate at once (safe); a slightly faster one leaves it alone.
    clock.learnServerTime(header(DEVICE_NOW), DEVICE_NOW + 1500);
    expect(clock.serverClockOffset()).toBe(-1500);
    clock.learnServerTime(header(DEVICE_NOW), DEVICE_NOW + 100);
    expect(clock.serverClockOffset()).toBe(-1500);
  });

  it('follows a device clock that was set right later', async () => {
    const clock = await load();
    clock.learnServerTime(header(DEVICE_NOW + 2 * HOUR), DEVICE_NOW);
    expect(clock.serverClockOffset()).toBe(2 * HOUR);
    clock.learnServerTime(header(DEVICE_NOW), DEVICE_NOW);
    expect(clock.serverClockOffset()).toBe(0);
  });

  it('tells listeners only when the offset changes', async () => {
    const clock = await load();
    const listener = vi.fn();
    const stop = clock.onServerClockChange(listener);
    clock.learnServerTime(header(DEVICE_NOW - HOUR), DEVICE_NOW);
    clock.learnServerTime(header(DEVICE_NOW - HOUR), DEVICE_NOW - 500);
    stop();
    clock.learnServerTime(header(DEVICE_NOW), DEVICE_NOW);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('remembers the offset for the next start, offline too', async () => {
    (await load()).learnServerTime(header(DEVICE_NOW - 2 * HOUR), DEVICE_NOW);
    vi.resetModules();
    const restarted = await load();
    expect(restarted.serverClockOffset()).toBe(-2 * HOUR);
    expect(Math.abs(restarted.serverNow() - (Date.now() - 2 * HOUR))).toBeLessThan(1000);
  });

  it('ignores answers without a usable Date header, and a garbled stored offset', async () => {
    storage.setItem('jotter:server-clock-offset', 'not a number');
    const clock = await load();
    expect(clock.serverClockOffset()).toBe(0);
    clock.learnServerTime(null, DEVICE_NOW);
    clock.learnServerTime('yesterday-ish', DEVICE_NOW);
    expect(clock.serverClockOffset()).toBe(0);
  });

  it('works where there is no localStorage (the service worker)', async () => {
    vi.stubGlobal('localStorage', undefined);
    const clock = await load();
    clock.learnServerTime(header(DEVICE_NOW + HOUR), DEVICE_NOW);
    expect(clock.serverClockOffset()).toBe(HOUR);
  });
});
