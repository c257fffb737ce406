import AxeBuilder from "@axe-core/playwright";
import { expect, rememberServedElements, test } from "../support/test";

const route = "/elements/resistor";

test("the tabs of a circuit preview switch between loaded pictures", async ({
  page,
}) => {
  const failed: string[] = [];
  page.on("response", (response) => {
    if (response.url().includes("/generated/") && response.status() >= 400) {
      failed.push(`${response.status()} ${response.url()}`);
    }
  });
  await page.goto(route);
  const preview = page.locator("[data-circuit-preview]").first();
  await expect(preview).toBeVisible();
  // The code is shown, highlighted, with a copy button.
  await expect(preview.locator("pre code")).toContainText("export default");
  await expect(preview.getByRole("button", { name: /copy/i })).toHaveCount(1);

  const tabs = preview.getByRole("tab");
  const shown = new Set<string>();
  for (const label of await tabs.allInnerTexts()) {
    await preview.getByRole("tab", { name: label }).click();
    const picture = preview.locator("[role=tabpanel]:not([hidden]) img");
    await picture.scrollIntoViewIfNeeded();
    await expect(picture).toBeVisible();
    // A decoded picture has a natural size; a 404 or a broken SVG has none.
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    shown.add((await picture.getAttribute("src")) ?? "");
  }
  expect(shown.size).toBe(await tabs.count());
  // "Open in the online editor" carries this example's code in its hash.
  const editor = preview.getByRole("link", {
    name: "Open in the online editor",
  });
  await expect(editor).toHaveAttribute(
    "href",
    /^https:\/\/tscircuit\.com\/editor\?#data:application\/gzip;base64,H4sI/,
  );
  expect(shown.size).toBeGreaterThanOrEqual(2);
  expect(failed).toEqual([]);
});

test("every picture the page links to exists", async ({ page, request }) => {
  await page.goto(route);
  await expect
    .poll(() => page.locator("[data-circuit-preview]").count())
    .toBeGreaterThanOrEqual(2);
  const previews = await page.locator("[data-circuit-preview]").count();
  const html = await (await request.get(route)).text();
  const pictures = [
    ...html.matchAll(/\/generated\/circuits\/[\w]+\/[\w]+\.svg/g),
  ].map((match) => match[0]);
  // At least the opening picture of every preview is in the page.
  expect(new Set(pictures).size).toBeGreaterThanOrEqual(previews);
  for (const src of new Set(pictures)) {
    const response = await request.get(src);
    expect(response.status(), src).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/image\/svg\+xml/);
  }
});

test("the element page is readable in dark mode", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("theme", "dark"));
  await page.goto(route);
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  const preview = page.locator("[data-circuit-preview]").first();
  await preview.scrollIntoViewIfNeeded();
  const results = await new AxeBuilder({ page })
    .include("[data-circuit-preview]")
    .include("[data-props-table]")
    .withTags(["wcag2a", "wcag2aa"])
    .analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  // The picture sits on a frame that stands apart from the dark page.
  const frame = preview.locator("[data-view]").first();
  const background = await frame.evaluate(
    (el) => getComputedStyle(el).backgroundColor,
  );
  expect(background).not.toBe("rgba(0, 0, 0, 0)");
});

test("hydration keeps the previews the server sent, pictures loaded once", async ({
  page,
}) => {
  // Every preview's tab row and picture as the server sent them.
  const previewsLater = await rememberServedElements(
    page,
    "[data-circuit-preview] [role=tablist], [data-circuit-preview] img",
  );
  const requests: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/generated/circuits/")) {
      requests.push(request.url());
    }
  });
  // `goto` waits for hydration; a moment more lets any later render land.
  await page.goto(route);
  await page.waitForTimeout(1000);
  const served = await previewsLater();
  expect(served.served).toBeGreaterThanOrEqual(4);
  expect(served.replaced).toBe(0);
  expect(requests.length).toBe(new Set(requests).size);
});

test("the arrow keys move along a preview's tabs; Enter and Space choose one", async ({
  page,
}) => {
  await page.goto(route);
  const preview = page.locator("[data-circuit-preview]").first();
  const tabs = preview.getByRole("tab");
  expect(await tabs.count()).toBeGreaterThanOrEqual(2);
  const selected = preview.locator('[role=tab][aria-selected="true"]');
  const first = (await selected.textContent()) ?? "";
  await selected.focus();
  // Only the selected tab is in the page's tab order.
  await expect(preview.locator('[role=tab][tabindex="0"]')).toHaveCount(1);
  await page.keyboard.press("ArrowRight");
  const focused = preview.locator("[role=tab]:focus");
  await expect(focused).not.toHaveText(first);
  // Moving focus alone does not switch the picture.
  await expect(selected).toHaveText(first);
  await page.keyboard.press("Enter");
  await expect(focused).toHaveAttribute("aria-selected", "true");
  await expect(preview.locator("[role=tabpanel] img")).toHaveCount(1);
  await page.keyboard.press("ArrowLeft");
  await expect(focused).toHaveText(first);
  await page.keyboard.press(" ");
  await expect(focused).toHaveAttribute("aria-selected", "true");
  // From the first tab, ArrowLeft wraps round to the last.
  const count = await tabs.count();
  await page.keyboard.press("ArrowLeft");
  await expect(focused).toHaveText(
    (await tabs.nth(count - 1).textContent()) ?? "",
  );
});
