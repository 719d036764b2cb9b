import { describe, expect, it } from 'vitest';
import { confirmationLanding, linkProblem, resetLanding, withoutLinkReturn, withRefusedReset } from './account-links.ts';

const query = (search: string) => new URLSearchParams(search);

describe('the links of account mail', () => {
  it('come back to /signin in the language they were asked in', () => {
    expect(resetLanding('de')).toBe('/signin?lang=de');
    expect(confirmationLanding('hi')).toBe('/signin?link=confirm&lang=hi');
    expect(confirmationLanding('en')).toBe('/signin?link=confirm');
  });

  it('tell a refused reset link from a refused confirmation link', () => {
    expect(linkProblem(query('lang=de&error=INVALID_TOKEN'))).toBe('reset');
    expect(linkProblem(query('link=confirm&lang=de&error=TOKEN_EXPIRED'))).toBe('confirm');
    expect(linkProblem(query('link=confirm&error=USER_NOT_FOUND'))).toBe('confirm');
  });

  it('are no problem when they worked', () => {
    expect(linkProblem(query('lang=de&token=abc'))).toBeNull();
    expect(linkProblem(query('link=confirm'))).toBeNull();
    expect(linkProblem(query('error='))).toBeNull();
  });

  it('leave the language when the page drops what they brought', () => {
    expect(withoutLinkReturn(query('link=confirm&lang=de&error=TOKEN_EXPIRED')).toString()).toBe('lang=de');
    expect(withRefusedReset(query('lang=fr&token=abc')).toString()).toBe('lang=fr&error=INVALID_TOKEN');
  });
});
