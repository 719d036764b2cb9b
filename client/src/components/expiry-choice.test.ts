import { describe, expect, it } from 'vitest';
import { expiryChange, initialExpiryChoice } from './expiry-choice.ts';

describe('the Expiry dialog', () => {
  it('opens on the current expiry, so Save alone never removes a date', () => {
    const expiresAt = '2030-01-02T00:00:00.000Z';
    expect(initialExpiryChoice(expiresAt)).toBe('keep');
    expect(expiryChange(initialExpiryChoice(expiresAt), expiresAt)).toBeNull();
    expect(initialExpiryChoice(null)).toBe('never');
    expect(expiryChange(initialExpiryChoice(null), null)).toBeNull();
  });

  it('sends what the user picked', () => {
    expect(expiryChange('never', '2030-01-02T00:00:00.000Z')).toBe('never');
    expect(expiryChange('1w', null)).toBe('1w');
    expect(expiryChange('1d', '2030-01-02T00:00:00.000Z')).toBe('1d');
  });
});
