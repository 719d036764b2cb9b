// The operator's page settings (analytics, donate link, contact address): off unless configured, refused at
// start with a message that says what to fix, embedded in pages and allowed by the CSP only when set.
import { describe, expect, it } from 'vitest';
import { ConfigError } from './config-error.ts';
import { parseSiteConfig } from './site-config.ts';
import { getPage, startTestApp } from './test-support/test-app.ts';

const ANALYTICS = {
  ANALYTICS_URL: 'https://stats.example.com',
  ANALYTICS_WEBSITE_ID: '5f8a7c1e-1d2b-4c3d-9e8f-0a1b2c3d4e5f',
  ANALYTICS_DOMAINS: 'jotter.example, Www.Jotter.Example',
};

describe('site configuration from the environment', () => {
  it('is empty when nothing is set: no analytics, no donate link, no contact address', () => {
    expect(parseSiteConfig({})).toEqual({});
    expect(parseSiteConfig({ ANALYTICS_URL: '', DONATE_URL: ' ', CONTACT_EMAIL: '' })).toEqual({});
  });

  it('reads analytics, the donate link and the contact address', () => {
    expect(parseSiteConfig({ ...ANALYTICS, DONATE_URL: 'https://ko-fi.com/jotter', CONTACT_EMAIL: 'hello@jotter.example' })).toEqual({
      analytics: { url: 'https://stats.example.com', websiteId: ANALYTICS.ANALYTICS_WEBSITE_ID, domains: ['jotter.example', 'www.jotter.example'] },
      donateUrl: 'https://ko-fi.com/jotter',
      contactEmail: 'hello@jotter.example',
    });
  });

  it.each([
    [{ ANALYTICS_URL: 'https://stats.example.com' }, /set together/],
    [{ ...ANALYTICS, ANALYTICS_URL: 'https://stats.example.com/umami' }, /origin only/],
    [{ ...ANALYTICS, ANALYTICS_URL: 'javascript:alert(1)' }, /http: or https:/],
    [{ ...ANALYTICS, ANALYTICS_WEBSITE_ID: '"><script>' }, /ANALYTICS_WEBSITE_ID/],
    [{ ...ANALYTICS, ANALYTICS_DOMAINS: 'jotter.example,https://x.example' }, /not a hostname/],
    [{ DONATE_URL: 'javascript:alert(1)' }, /DONATE_URL must use http: or https:/],
    [{ CONTACT_EMAIL: 'hello@example.com?subject=x' }, /CONTACT_EMAIL/],
    [{ CONTACT_EMAIL: 'not an address' }, /CONTACT_EMAIL/],
  ])('refuses %j', (env, message) => {
    expect(() => parseSiteConfig(env)).toThrow(ConfigError);
    expect(() => parseSiteConfig(env)).toThrow(message);
  });
});

describe('pages and the CSP follow the site configuration', () => {
  it('without analytics the page may connect only to its own origin and carries no site settings', async () => {
    const t = await startTestApp();
    try {
      const page = await getPage(t.app, '/');
      expect(page.headers['content-security-policy']).toContain("connect-src 'self';");
      expect(page.body).toContain('"site":{}');
    } finally {
      await t.close();
    }
  });

  it('with analytics the collector origin is allowed and the settings reach the page', async () => {
    const t = await startTestApp({ env: { ...ANALYTICS, CONTACT_EMAIL: 'hello@jotter.example' } });
    try {
      const page = await getPage(t.app, '/about');
      expect(page.headers['content-security-policy']).toContain("connect-src 'self' https://stats.example.com;");
      expect(page.body).toContain('"analytics":{"url":"https://stats.example.com"');
      expect(page.body).toContain('"contactEmail":"hello@jotter.example"');
      // The API's own policy still allows nothing.
      expect((await getPage(t.app, '/api/health')).headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    } finally {
      await t.close();
    }
  });
});
