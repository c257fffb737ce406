/**
 * The footprint catalogue answers what readers type from their own code: a
 * size code shows the passive functions that take it, a footprint string
 * its function; a table shows the value its example string gives a key the
 * string sets (lcc20 has 20 pins, not lcc's default 64), and writes inline
 * code as code.
 */
import { expect, test } from "../support/test";

const route = "/footprints/footprinter-strings";

test("a size code or a footprint string leads to the functions that take it", async ({
  page,
}) => {
  await page.goto(route);
  const filter = page.getByLabel("Filter functions by name");
  const statusId = await filter.getAttribute("aria-describedby");
  const status = page.locator(`[id="${statusId}"]`);
  const section = (name: string) =>
    page.locator(`section[aria-labelledby="${name}"]`);

  await filter.fill("0603");
  await expect(status).toContainText("“0603” is a size code");
  await expect(status).toContainText("res");
  for (const name of ["res", "cap", "led", "diode"]) {
    await expect(section(name)).toBeVisible();
  }
  await expect(section("soic")).toBeHidden();

  await filter.fill("soic8_p1.27mm");
  await expect(status).toHaveText(
    "“soic8_p1.27mm” is a footprint string of the soic function. Showing soic.",
  );
  await expect(section("soic")).toBeVisible();
  await expect(section("res")).toBeHidden();
});

test("lcc's table shows the pin count of its example, lcc20", async ({
  page,
}) => {
  await page.goto(`${route}#lcc`);
  const row = page
    .locator('section[aria-labelledby="lcc"] tbody tr')
    .filter({ has: page.getByRole("rowheader", { name: "num_pins" }) });
  await expect(row.locator("td").first()).toHaveText(
    "20 in the example64 when left out",
  );
});

test("footprinter's descriptions show inline code, not backticks", async ({
  page,
}) => {
  await page.goto(`${route}#options-for-every-function`);
  const faceup = page
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: "faceup" }) });
  await expect(faceup.locator("td code", { hasText: "layer" })).toHaveCount(1);
  await expect(faceup).not.toContainText("`");
});
