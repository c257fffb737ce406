/**
 * Code blocks are highlighted at build (plugins/code-highlight) and shown by
 * src/theme/CodeBlock; link prefetching runs in idle slices
 * (src/navigation/idlePrefetch.ts).
 */
import { expect, rememberServedElements, test } from "../support/test";

const route = "/intro/quickstart-cli";

test("code arrives highlighted in the HTML and no script the page loads holds Prism", async ({
  page,
  request,
}) => {
  const html = await (await request.get(route)).text();
  expect(html).toMatch(/<span class="token [a-z- ]+"/);
  // URLs, not bodies: prefetches still arrive after the checks below, and
  // a body read then would outlive the test.
  const scripts = new Set<string>();
  page.on("response", (response) => {
    if (response.url().endsWith(".js")) scripts.add(response.url());
  });
  await page.goto(route);
  await page.locator(".theme-code-block").first().scrollIntoViewIfNeeded();
  const bodies = await Promise.all(
    [...scripts].map(async (url) => (await request.get(url)).text()),
  );
  expect(bodies.length).toBeGreaterThan(0);
  // A string of Prism's tokenizer that minification keeps.
  for (const body of bodies) expect(body).not.toContain("before-tokenize");
});

test("the copy button copies the block's code, line for line", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto(route);
  const block = page.locator(".theme-code-block").first();
  const lines = await block.locator(".token-line").allTextContents();
  expect(lines.length).toBeGreaterThan(0);
  await block.hover();
  await block.getByRole("button", { name: "Copy code to clipboard" }).click();
  await expect(block.getByRole("button", { name: "Copied" })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied.split("\n")).toEqual(lines);
});

test("a block too wide for a phone offers word wrap, and wrapping removes the scroll", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto("/elements/resistor");
  const wide = page.locator(".theme-code-block", {
    has: page.getByRole("button", { name: "Toggle word wrap" }),
  });
  await expect(wide.first()).toBeAttached();
  const block = wide.first();
  const pre = block.locator("pre");
  const scrolls = () =>
    pre.evaluate((element) => element.scrollWidth > element.clientWidth);
  expect(await scrolls()).toBe(true);
  await block.scrollIntoViewIfNeeded();
  await block.hover();
  await block.getByRole("button", { name: "Toggle word wrap" }).click();
  await expect.poll(scrolls).toBe(false);
});

test("a block keeps the lines it arrived with when it learns that it scrolls", async ({
  page,
}) => {
  // The lines of every block as the server sent them.
  const linesLater = await rememberServedElements(
    page,
    ".theme-code-block pre > code > *",
  );
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto("/elements/resistor");
  // The wrap button shows once a block has rendered again as scrollable.
  await expect(
    page.getByRole("button", { name: "Toggle word wrap" }).first(),
  ).toBeAttached();
  const lines = await linesLater();
  expect(lines.served).toBeGreaterThan(20);
  expect(lines.replaced).toBe(0);
});

test("a block that fits offers no word wrap", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(route);
  const blocks = page.locator(".theme-code-block");
  await expect(blocks.first()).toBeVisible();
  const fitting = await blocks.evaluateAll((all) =>
    all.filter((block) => {
      const pre = block.querySelector("pre");
      return pre !== null && pre.scrollWidth <= pre.clientWidth;
    }),
  );
  expect(fitting.length).toBeGreaterThan(0);
  const offered = await blocks.evaluateAll(
    (all) =>
      all.filter((block) => {
        const pre = block.querySelector("pre");
        const fits = pre !== null && pre.scrollWidth <= pre.clientWidth;
        return (
          fits &&
          block.querySelector('button[title="Toggle word wrap"]') !== null
        );
      }).length,
  );
  expect(offered).toBe(0);
});

test("links are prefetched while the browser is idle, through the queue", async ({
  page,
}) => {
  await page.goto(route);
  const queued = await page.evaluate(
    () =>
      (window as unknown as { docusaurus: { prefetch: { queued?: true } } })
        .docusaurus.prefetch.queued === true,
  );
  expect(queued).toBe(true);
  await expect
    .poll(() => page.locator("link[rel=prefetch]").count(), { timeout: 15_000 })
    .toBeGreaterThan(0);
  // At most a dozen routes a page: the thirteenth new route is refused.
  const accepted = await page.evaluate(() => {
    const { docusaurus } = window as unknown as {
      docusaurus: { prefetch: (path: string) => boolean };
    };
    return Array.from({ length: 13 }, (_, i) =>
      docusaurus.prefetch(`/not-a-page-${i}`),
    );
  });
  expect(accepted.filter(Boolean).length).toBeLessThan(13);
  expect(accepted.at(-1)).toBe(false);
});
