// The operator's page settings from the environment: Umami-compatible analytics, the donate link and
// the contact address. Validated at start like the rest of the configuration; see shared/site-config.ts.
import type { AnalyticsConfig, SiteConfig } from '../../shared/site-config.ts';
import { ConfigError } from './config-error.ts';

const HOSTNAME = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;
// Deliberately loose: one @ and no spaces or characters that would change a mailto: link (?, &, #, %).
const EMAIL = /^[^\s@<>"'(),;:?&#%/]+@[^\s@<>"'(),;:?&#%/]+\.[^\s@<>"'(),;:?&#%/]+$/;

function httpUrl(name: string, raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${name} is not a valid URL`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new ConfigError(`${name} must use http: or https:, got ${url.protocol}`);
  return url;
}

function parseAnalytics(env: NodeJS.ProcessEnv): AnalyticsConfig | undefined {
  const rawUrl = env.ANALYTICS_URL?.trim() ?? '';
  const websiteId = env.ANALYTICS_WEBSITE_ID?.trim() ?? '';
  const rawDomains = env.ANALYTICS_DOMAINS?.trim() ?? '';
  if (!rawUrl && !websiteId && !rawDomains) return undefined;
  if (!rawUrl || !websiteId || !rawDomains) {
    throw new ConfigError('ANALYTICS_URL, ANALYTICS_WEBSITE_ID and ANALYTICS_DOMAINS are set together or not at all');
  }
  const url = httpUrl('ANALYTICS_URL', rawUrl);
  if (url.pathname !== '/' || url.search || url.hash) {
    throw new ConfigError('ANALYTICS_URL must be the collector origin only, like https://stats.example.com');
  }
  if (!/^[\w-]{1,100}$/.test(websiteId)) throw new ConfigError('ANALYTICS_WEBSITE_ID must be letters, digits and dashes (a UUID)');
  const domains = rawDomains.split(',').map((domain) => domain.trim().toLowerCase()).filter(Boolean);
  const invalid = domains.find((domain) => !HOSTNAME.test(domain));
  if (invalid !== undefined) throw new ConfigError(`ANALYTICS_DOMAINS holds "${invalid}", which is not a hostname`);
  return { url: url.origin, websiteId, domains };
}

export function parseSiteConfig(env: NodeJS.ProcessEnv): SiteConfig {
  const site: SiteConfig = {};
  const analytics = parseAnalytics(env);
  if (analytics) site.analytics = analytics;
  const donate = env.DONATE_URL?.trim();
  if (donate) site.donateUrl = httpUrl('DONATE_URL', donate).href;
  const email = env.CONTACT_EMAIL?.trim();
  if (email) {
    if (!EMAIL.test(email)) throw new ConfigError(`CONTACT_EMAIL must be an e-mail address, got "${email}"`);
    site.contactEmail = email;
  }
  return site;
}
