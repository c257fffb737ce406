/**
 * Reference tables are adopted by hydration as one element each
 * (src/components/StaticMarkup): the server's rows must survive hydration,
 * and a page reached by a client-side navigation must render them itself.
 */
import { expect, test } from "../support/test";

const rowsOf = (page: import("@playwright/test").Page) =>
  page.locator("[data-props-table] tbody tr");

test("props and pins tables keep their rows through hydration", async ({
  page,
}) => {
  await page.goto("/elements/resistor");
  await expect(rowsOf(page).first()).toBeVisible();
  expect(await rowsOf(page).count()).toBeGreaterThan(10);
  await expect(
    page.locator("[data-pins-table] tbody tr").first(),
  ).toBeVisible();
  // React holds each table as one element with HTML it did not render, not
  // as a tree of rows (the props React keeps on the element say which).
  const adopted = await page
    .locator("[data-static-markup]")
    .evaluateAll((wrappers) =>
      wrappers.map((wrapper) => {
        const key = Object.keys(wrapper).find((k) =>
          k.startsWith("__reactProps$"),
        );
        const props = key
          ? (wrapper as unknown as Record<string, Record<string, unknown>>)[key]
          : {};
        return "dangerouslySetInnerHTML" in props;
      }),
    );
  expect(adopted.length).toBeGreaterThanOrEqual(2);
  expect(adopted.every(Boolean)).toBe(true);
  // The inherited props stay a working <details>, with no script behind it.
  const group = page.locator("[data-props-table] details").first();
  await group.locator("summary").click();
  await expect(group).toHaveAttribute("open", "");
  await expect(group.locator("tbody tr").first()).toBeVisible();
});

test("a page reached by a client-side navigation renders its tables itself", async ({
  page,
}) => {
  await page.goto("/elements/capacitor");
  const capacitorRows = await rowsOf(page).count();
  expect(capacitorRows).toBeGreaterThan(0);
  // Mark the document: a full page load would lose the mark.
  await page.evaluate(() => {
    (window as unknown as { spaMark: boolean }).spaMark = true;
  });
  await page
    .locator("nav.menu")
    .getByRole("link", { name: "resistor", exact: true })
    .first()
    .click();
  await expect(page).toHaveURL(/\/elements\/resistor$/);
  await expect(page.locator("[data-props-table]")).toHaveAttribute(
    "data-element",
    "resistor",
  );
  expect(
    await page.evaluate(
      () => (window as unknown as { spaMark?: boolean }).spaMark,
    ),
  ).toBe(true);
  await expect(rowsOf(page).first()).toBeVisible();
  expect(await rowsOf(page).count()).toBeGreaterThan(10);
});
