/**
 * plugins/short-tasks: the entry bundle arrives as several scripts and the
 * site starts in steps (src/boot/clientEntry.tsx); prefetching asks for
 * each file once (src/navigation/prefetchFiles.ts).
 */
import { expect, test } from "../support/test";

const route = "/elements/chip";

test("react-dom is a script of its own, not part of main.js", async ({
  page,
  request,
}) => {
  await page.goto(route);
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => /^\/assets\/js\/[^/]+\.js$/.test(path)),
  );
  const named = (prefix: string) =>
    scripts.filter((path) => path.startsWith(`/assets/js/${prefix}.`));
  for (const prefix of [
    "runtime~main",
    "main",
    "entry-react",
    "entry-docusaurus",
    "entry-vendor",
  ])
    expect(named(prefix), prefix).toHaveLength(1);
  // React's production builds link their errors to react.dev/errors.
  const text = async (path: string) => (await request.get(path)).text();
  expect(await text(named("entry-react")[0])).toContain("react.dev/errors");
  expect(await text(named("main")[0])).not.toContain("react.dev/errors");
  // The page still hydrates into a working app: a client-side navigation.
  await page.locator('nav a[href="/elements/resistor"]').first().click();
  await expect(page).toHaveURL(/\/elements\/resistor$/);
  await expect(page.locator("h1")).toContainText("resistor");
});

test("each file is prefetched once, however many routes share it", async ({
  page,
}) => {
  await page.goto(route);
  const hrefs = () =>
    page.evaluate(() =>
      Array.from(
        document.querySelectorAll("link[rel=prefetch]"),
        (link) => link.getAttribute("href") ?? "",
      ),
    );
  // Wait until the queue has settled: the same tags twice, a second apart.
  let last: string[] = [];
  await expect
    .poll(
      async () => {
        const now = await hrefs();
        const settled = now.length > 0 && now.length === last.length;
        last = now;
        return settled;
      },
      { timeout: 30_000, intervals: [1_000] },
    )
    .toBe(true);
  expect(last.length).toBeGreaterThan(5);
  expect(new Set(last).size).toBe(last.length);
});
