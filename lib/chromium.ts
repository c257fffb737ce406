/**
 * Debian's Chromium, as the browser tests and benchmarks launch it. The
 * network flags stop background requests this offline machine would refuse.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
];
