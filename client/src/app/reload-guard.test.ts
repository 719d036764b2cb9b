import { describe, expect, it } from 'vitest';
import { RELOAD_GUARD_MS, reloadAllowed } from './reload-guard.ts';

describe('recovery reloads', () => {
  it('the first recovery reload is allowed', () => {
    expect(reloadAllowed(1_000_000, null)).toBe(true);
  });

  it('a second reload within 10 s is refused, so a broken build cannot loop', () => {
    expect(reloadAllowed(1_000_000 + RELOAD_GUARD_MS - 1, 1_000_000)).toBe(false);
  });

  it('a reload 10 s after the last one is allowed again', () => {
    expect(reloadAllowed(1_000_000 + RELOAD_GUARD_MS, 1_000_000)).toBe(true);
  });

  it('a clock that went backwards does not block recovery forever', () => {
    expect(reloadAllowed(1_000, 5_000)).toBe(true);
  });
});
