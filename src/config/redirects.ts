/**
 * Old guide paths and where they live now (site-spec §2). The build turns each
 * pair into a client redirect page once its target page exists.
 */
export interface Redirect {
  from: string;
  to: string;
}

const movedToRunning = [
  "programmatically-building-circuits",
  "displaying-circuit-json-on-a-webpage",
  "using-tscircuit-without-react",
  "running-tscircuit-inside-an-iframe",
  "running-tscircuit-standalone",
  "platform-configuration",
];

const movedToEssentials = [
  "automatic-pcb-layout",
  "automatic-schematic-layout",
  "configuring-chips",
  "essential-elements",
  "layout-properties",
  "manual-edits",
  "port-and-net-selectors",
  "using-expressions",
  "using-sel-references",
];

export const redirects: readonly Redirect[] = [
  ...movedToRunning.map((slug) => ({
    from: `/guides/${slug}`,
    to: `/guides/running-tscircuit/${slug}`,
  })),
  ...movedToEssentials.map((slug) => ({
    from: `/guides/${slug}`,
    to: `/guides/tscircuit-essentials/${slug}`,
  })),
];

/**
 * The redirects whose target page exists. The client-redirects plugin refuses
 * a redirect to a page the build does not have, so each redirect goes live in
 * the build that adds its target.
 */
export function liveRedirects(
  all: readonly Redirect[],
  pageExists: (path: string) => boolean,
): Redirect[] {
  return all.filter((redirect) => pageExists(redirect.to));
}
