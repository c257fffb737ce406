/** Ports of the servers the browser tests start; away from the dev default 3000. */
export const sitePort = Number(process.env.TEST_SITE_PORT ?? 3100);
export const analyticsRecorderPort = Number(
  process.env.TEST_ANALYTICS_PORT ?? 3210,
);
/** The analytics host the test build is configured with (see package.json). */
export const analyticsRecorderUrl = `http://127.0.0.1:${analyticsRecorderPort}`;
/** The build served as a static host serves it: files only, no search service. */
export const staticHostPort = Number(process.env.TEST_STATIC_PORT ?? 3120);
