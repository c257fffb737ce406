/**
 * Retakes static/img/social-card.png, the picture link previews show
 * (themeConfig.image), from card.html beside this file, in headless
 * Chromium at 1200×630: `npx tsx scripts/social-card/take.ts`.
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "../../lib/chromium";

const card = path.join(__dirname, "card.html");
const target = path.join(__dirname, "../../static/img/social-card.png");

async function main(): Promise<void> {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: chromiumArgs,
  });
  const page = await browser.newPage({
    viewport: { width: 1200, height: 630 },
  });
  await page.goto(pathToFileURL(card).href);
  await page.screenshot({ path: target });
  await browser.close();
  console.log(`wrote ${path.relative(process.cwd(), target)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
