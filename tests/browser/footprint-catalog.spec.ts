/**
 * The footprint function catalogue: a filter over sections the server
 * rendered, whose contents React adopts without hydrating them
 * (src/components/StaticMarkup). Filtering must hide and show whole
 * sections and never empty one.
 */
import { expect, test } from "../support/test";

const route = "/footprints/footprinter-strings";

test("the filter hides sections whose name does not match, and an adopted section keeps its picture and table", async ({
  page,
}) => {
  await page.goto(route);
  const sections = page.locator("section[aria-labelledby]");
  const total = await sections.count();
  expect(total).toBeGreaterThan(30);
  const filter = page.getByLabel("Filter functions by name");
  // The filter's live status, which the filter names as its description.
  const statusId = await filter.getAttribute("aria-describedby");
  const status = page.locator(`[id="${statusId}"]`);
  await expect(status).toHaveAttribute("aria-live", "polite");
  await expect(status).toHaveText(`${total} functions.`);

  const soic = page.locator('section[aria-labelledby="soic"]');
  const filled = async () => {
    await expect(soic.locator("h3#soic")).toHaveText("soic");
    await expect(soic.locator("img")).toHaveAttribute("alt", /soic/);
    expect(await soic.locator("tbody tr").count()).toBeGreaterThan(2);
  };
  // Adopted from the server's HTML, not rendered again by the browser.
  await expect(soic.locator("[data-static-markup]")).toHaveCount(1);
  await filled();

  await filter.fill("sot");
  const matching = await sections.evaluateAll(
    (all) => all.filter((section) => !(section as HTMLElement).hidden).length,
  );
  expect(matching).toBeGreaterThan(1);
  expect(matching).toBeLessThan(total);
  await expect(status).toHaveText(
    `${matching} of ${total} functions match “sot”.`,
  );
  // Every shown section, and only those, has "sot" in its name.
  const names = await sections.evaluateAll((all) =>
    all.map((section) => ({
      name: section.getAttribute("aria-labelledby") ?? "",
      hidden: (section as HTMLElement).hidden,
    })),
  );
  for (const { name, hidden } of names)
    expect(hidden, name).toBe(!name.includes("sot"));
  await expect(soic).toBeHidden();

  await filter.fill("zzz");
  await expect(status).toHaveText("No function name contains “zzz”.");
  await filter.fill("");
  await expect(status).toHaveText(`${total} functions.`);
  await expect(soic).toBeVisible();
  await filled();
});

test("a function's heading link points at its section", async ({ page }) => {
  await page.goto(`${route}#qfn`);
  await expect(page.locator("h3#qfn")).toBeInViewport();
  await expect(page.locator("h3#qfn a.hash-link")).toHaveAttribute(
    "href",
    "#qfn",
  );
});
