import { writeFile } from "node:fs/promises";
import path from "node:path";
import type { Plugin } from "@docusaurus/types";
import type { AnalyticsConfig } from "../../src/config/analytics";

/** Read by server/ to build its Content-Security-Policy; not served (dotfile). */
export const manifestFile = ".serve.json";

export interface ServeManifest {
  /** Origins the pages fetch from besides their own (the analytics host). */
  connectOrigins: string[];
}

/**
 * Tells the server what the build it serves talks to, since that is decided
 * by environment variables at build time, not at serve time.
 */
export default function serveManifest(): Plugin {
  return {
    name: "serve-manifest",
    async postBuild({ outDir, siteConfig }) {
      const analytics = siteConfig.customFields
        ?.analytics as AnalyticsConfig | null;
      const manifest: ServeManifest = {
        connectOrigins: analytics ? [new URL(analytics.host).origin] : [],
      };
      await writeFile(
        path.join(outDir, manifestFile),
        JSON.stringify(manifest),
      );
    },
  };
}
