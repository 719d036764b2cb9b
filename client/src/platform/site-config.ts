// The operator's run-time settings (shared/site-config.ts) as the page's server embedded them. Pages are
// painted at build time without them, so hydration renders as if nothing were configured (the server snapshot)
// and React fills in the donate link, contact address or opt-out right after — no mismatch with the HTML.
import { useSyncExternalStore } from 'react';
import type { SiteConfig } from '../../../shared/site-config.ts';
import { getInitialData } from './initial-data.ts';

const NOTHING_CONFIGURED: SiteConfig = {};
// The settings never change while the page is open.
const subscribe = () => () => undefined;
const current = (): SiteConfig => getInitialData().site ?? NOTHING_CONFIGURED;
const painted = (): SiteConfig => NOTHING_CONFIGURED;

export function useSiteConfig(): SiteConfig {
  return useSyncExternalStore(subscribe, current, painted);
}
