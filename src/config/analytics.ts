/**
 * Page-view analytics settings, read from the environment at build time.
 * Both a project key and a host are needed; with either missing the site
 * ships without analytics and sends nothing.
 */
export interface AnalyticsConfig {
  /** PostHog project API key (starts with `phc_`). */
  key: string;
  /** Base URL of a PostHog-compatible host, without a trailing slash. */
  host: string;
}

export function analyticsFromEnv(
  env: Record<string, string | undefined>,
): AnalyticsConfig | null {
  const key = env.POSTHOG_KEY?.trim();
  const host = env.POSTHOG_HOST?.trim();
  if (!key || !host) return null;
  let url: URL;
  try {
    url = new URL(host);
  } catch {
    throw new Error(
      `POSTHOG_HOST must be an absolute http(s) URL such as https://us.i.posthog.com, got "${host}"`,
    );
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new Error(`POSTHOG_HOST must use http or https, got "${host}"`);
  }
  return { key, host: url.href.replace(/\/+$/, "") };
}
