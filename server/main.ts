/**
 * `npm run serve`: serves the production build in `build/` and the search
 * API on $PORT (default 3000) and $HOST (default 0.0.0.0). Queries that find
 * nothing are counted in $SEARCH_MISSES_LOG (default logs/search-misses.tsv).
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { selfHostedCredentials } from "../src/config/search";
import { buildApp } from "./app";

const root = path.resolve(process.env.SITE_ROOT ?? "build");
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "0.0.0.0";

if (!existsSync(path.join(root, "index.html"))) {
  console.error(
    `No site build in ${root}. Run "npm run build" first, or "npm start" to build and serve.`,
  );
  process.exit(1);
}

async function main(): Promise<void> {
  const app = await buildApp({
    root,
    search: {
      appId: process.env.SEARCH_APP_ID ?? selfHostedCredentials.appId,
      apiKey: process.env.SEARCH_API_KEY ?? selfHostedCredentials.apiKey,
    },
    missesLogFile: process.env.SEARCH_MISSES_LOG ?? "logs/search-misses.tsv",
  });
  await app.listen({ port, host });
  console.log(`tscircuit docs: http://localhost:${port}`);
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      app.close().then(() => process.exit(0));
    });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
