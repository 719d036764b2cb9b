// Operator settings the page needs at run time, read by the server from its environment and
// embedded in every page's initial data: changing them needs a restart, not a rebuild. Each part is absent
// when not configured, and the client then shows nothing for it (no analytics, no donate link, no address).

export interface AnalyticsConfig {
  /** The Umami-compatible collector's origin; events go to `${url}/api/send`. */
  url: string;
  websiteId: string;
  /** Hostnames where page views are sent; anywhere else nothing is. */
  domains: string[];
}

export interface SiteConfig {
  analytics?: AnalyticsConfig;
  donateUrl?: string;
  contactEmail?: string;
}
