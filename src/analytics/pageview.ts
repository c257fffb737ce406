/**
 * Client module: one `$pageview` event per route change, sent to a
 * PostHog-compatible capture endpoint. The posthog-js library would add tens
 * of kilobytes to every page for a single POST, so the request is made here.
 */
import type { ClientModule } from "@docusaurus/types";
import siteConfig from "@generated/docusaurus.config";
import type { AnalyticsConfig } from "../config/analytics";

const analytics = siteConfig.customFields?.analytics as AnalyticsConfig | null;
const enabled = process.env.NODE_ENV === "production" && analytics != null;

/** An anonymous id for this tab's visit, so a host can group its page views. */
function visitId(): string {
  const storageKey = "tscircuit-docs-visit";
  try {
    const existing = sessionStorage.getItem(storageKey);
    if (existing) return existing;
    const fresh = crypto.randomUUID();
    sessionStorage.setItem(storageKey, fresh);
    return fresh;
  } catch {
    return crypto.randomUUID();
  }
}

function sendPageView(config: AnalyticsConfig, href: string): void {
  const body = JSON.stringify({
    api_key: config.key,
    event: "$pageview",
    distinct_id: visitId(),
    timestamp: new Date().toISOString(),
    properties: {
      $current_url: href,
      $pathname: new URL(href).pathname,
      $referrer: document.referrer || "$direct",
      $lib: "tscircuit-docs",
    },
  });
  // keepalive lets the request finish when the reader navigates away.
  fetch(`${config.host}/capture/`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body,
    keepalive: true,
  }).catch(() => {
    // Analytics must never disturb reading; a lost event is acceptable.
  });
}

const clientModule: ClientModule = {
  onRouteDidUpdate({ location, previousLocation }) {
    if (!enabled || !analytics) return;
    // Hash and query changes on the same page are not new page views.
    if (previousLocation && previousLocation.pathname === location.pathname) {
      return;
    }
    sendPageView(analytics, window.location.href);
  },
};

export default clientModule;
