import { expect, gotoWithoutHydration, test } from "../support/test";

/**
 * A page whose render fails shows the theme's crash page with the error and
 * a Try again button. The failure is provoked from outside the site: every
 * link's prefetch observer throws until the test lifts the fault.
 */
test("a crashing page shows 'This page crashed.' and recovers on Try again", async ({
  page,
}) => {
  await page.addInitScript(() => {
    const faulty = window as unknown as { __fault: boolean };
    faulty.__fault = true;
    window.IntersectionObserver = new Proxy(window.IntersectionObserver, {
      construct(Real, args) {
        if (faulty.__fault) throw new Error("IntersectionObserver is broken");
        return new Real(...(args as [IntersectionObserverCallback]));
      },
    });
  });
  // The crash page replaces the app, so the page never reports hydration.
  await gotoWithoutHydration(page, "/intro/installation");
  await expect(page.getByText(/This page crashed/)).toBeVisible();
  await expect(page.getByText("IntersectionObserver is broken")).toBeVisible();

  await page.evaluate(() => {
    (window as unknown as { __fault: boolean }).__fault = false;
  });
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByText(/This page crashed/)).toBeHidden();
  await expect(page.locator("main h1")).toBeVisible();
});
