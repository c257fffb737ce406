import { buildHasRoute, builtFileFor } from "../../lib/build-output";
import { redirects } from "../../src/config/redirects";
import { expect, test } from "../support/test";

const notLive = redirects.filter(({ to }) => !buildHasRoute(to));
// Each redirect goes live with the page it points to; say how many wait.
console.log(
  `redirects: ${redirects.length - notLive.length} of ${redirects.length} live${notLive.length ? `; waiting for their page: ${notLive.map((r) => r.from).join(", ")}` : ""}`,
);

for (const { from, to } of redirects) {
  if (!buildHasRoute(to)) continue;
  test(`${from} redirects to ${to}`, async ({ page, request }) => {
    // The server answers 301 itself; a static host uses the redirect page.
    const response = await request.get(`${from}?ref=old`, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe(`${to}?ref=old`);
    expect(
      builtFileFor(from),
      `${to} exists but the build has no redirect page for ${from}`,
    ).not.toBeNull();
    await page.goto(from);
    await expect(page).toHaveURL(new RegExp(`${to}$`));
    await expect(page.locator("main h1, header h1").first()).toBeVisible();
  });
}

test("paths ending in .html or /index.html land on the clean path", async ({
  page,
  request,
}) => {
  for (const [from, to] of [
    ["/intro/installation.html", "/intro/installation"],
    ["/intro/installation/index.html", "/intro/installation"],
    ["/index.html", "/"],
    ["/intro/quickstart-cli.html?ref=old#install", "/intro/quickstart-cli"],
  ]) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(301);
    expect(new URL(response.headers().location, "http://x").pathname).toBe(to);
  }
  await page.goto("/intro/installation.html");
  await expect(page).toHaveURL(/\/intro\/installation$/);
  await expect(page.locator("main h1").first()).toBeVisible();
});

test("an unknown path shows the not-found page with status 404", async ({
  page,
}) => {
  const response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(404);
  await expect(
    page.getByRole("heading", { name: "Page Not Found" }),
  ).toBeVisible();
  // The navbar still offers a way back into the docs.
  await expect(
    page.getByRole("link", { name: "Quickstart" }).first(),
  ).toBeVisible();
});
