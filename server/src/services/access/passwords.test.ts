// Note passwords: stored only as salted scrypt hashes, checked exactly (the same password however it is
// composed in Unicode), and a damaged stored hash never lets anyone in.
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords.ts';

describe('note passwords', () => {
  it('are stored as a salted, self-describing scrypt hash that opens with the right password only', async () => {
    const [first, second] = await Promise.all([hashPassword('correct horse'), hashPassword('correct horse')]);
    expect(first).toMatch(/^scrypt\$32768\$8\$3\$[\w-]+\$[\w-]+$/);
    expect(first).not.toContain('correct horse');
    expect(second).not.toBe(first);
    expect(await verifyPassword('correct horse', first)).toBe(true);
    expect(await verifyPassword('correct horse', second)).toBe(true);
    expect(await verifyPassword('Correct horse', first)).toBe(false);
    expect(await verifyPassword('correct horse ', first)).toBe(false);
  });

  it('match the same accented password whether typed composed or decomposed', async () => {
    const composed = 'caf\u00e9';
    const decomposed = 'cafe\u0301';
    expect(await verifyPassword(decomposed, await hashPassword(composed))).toBe(true);
  });

  it.each(['', 'plain-text-password', 'bcrypt$1$2$3$salt$key', 'scrypt$32768$8$3$salt', 'scrypt$$8$3$c2FsdA$a2V5'])(
    'never open with a damaged stored hash %j',
    async (stored) => {
      expect(await verifyPassword('plain-text-password', stored)).toBe(false);
    },
  );
});
