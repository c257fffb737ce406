/**
 * Issue #32, navigation: the grouped Elements sidebar and its labels, the
 * /elements index, whole card descriptions, the current entry in view,
 * the Quickstart link, the 404 page, the search page's rows and counts, and
 * the site files (robots.txt, the social card, the sitemap, category
 * Markdown).
 */
import { checkLayout } from "../support/layout-checks";
import { expect, test } from "../support/test";

test.describe("site files", () => {
  test("robots.txt allows everything and names the sitemap", async ({
    request,
  }) => {
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    const text = await response.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Allow: \/$/m);
    expect(text).toMatch(
      /^Sitemap: https:\/\/docs\.tscircuit\.com\/sitemap\.xml$/m,
    );
  });

  test("the social card is a 1200×630 PNG that pages name", async ({
    page,
    request,
  }) => {
    const response = await request.get("/img/social-card.png");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/png");
    const png = await response.body();
    // The IHDR chunk: width and height, big-endian, at bytes 16 and 20.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    await page.goto("/intro/installation");
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      "content",
      /\/img\/social-card\.png$/,
    );
  });

  test("the sitemap lists the pages but not the search page", async ({
    request,
  }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).toContain(
      "<loc>https://docs.tscircuit.com/elements/resistor</loc>",
    );
    expect(sitemap).toContain("<loc>https://docs.tscircuit.com/elements</loc>");
    expect(sitemap).not.toContain(
      "<loc>https://docs.tscircuit.com/search</loc>",
    );
  });

  test("a category page has a Markdown twin listing its pages", async ({
    request,
  }) => {
    const response = await request.get("/category/intro.md");
    expect(response.status()).toBe(200);
    const markdown = await response.text();
    expect(markdown).toMatch(/^# Intro\n/);
    expect(markdown).toContain(
      "- [Installation](https://docs.tscircuit.com/intro/installation.md)",
    );
    const elements = await (
      await request.get("/category/built-in-elements.md")
    ).text();
    expect(elements).toContain("\n## Parts\n");
    expect(elements).toContain(
      "https://docs.tscircuit.com/elements/resistor.md",
    );
  });
});

test.describe("sidebar", () => {
  test("groups the elements by kind under labels readers know", async ({
    page,
  }) => {
    await page.goto("/elements/schematicline");
    const sidebar = page.getByRole("navigation", { name: "Docs sidebar" });
    const section = sidebar.locator(".menu__list-item", {
      has: page.getByRole("link", { name: "Built-in Elements", exact: true }),
    });
    for (const group of [
      "Board and structure",
      "Parts",
      "Connections and routing",
      "PCB primitives",
      "Schematic primitives",
      "3D models",
    ])
      await expect(section.getByText(group, { exact: true })).toBeVisible();
    // The current page's group is open, its entry labelled with its tag.
    const current = sidebar.locator('a[aria-current="page"]');
    await expect(current).toHaveText("<schematicline>");
    const group = sidebar
      .locator("li.menu__list-item")
      .filter({ has: page.locator('a[aria-current="page"]') })
      .filter({ hasText: "Schematic primitives" })
      .last();
    await expect(group).toContainText("<schematicarc>");
    await expect(group).not.toContainText("<resistor>");
  });

  test("scrolls the current page's entry into view on load", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 640 });
    await page.goto("/elements/cadassembly");
    const sidebar = page.getByRole("navigation", { name: "Docs sidebar" });
    const current = sidebar.locator('a[aria-current="page"]');
    await expect(current).toBeInViewport();
    // The sidebar scrolled, not the page.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await sidebar.evaluate((nav) => nav.scrollTop)).toBeGreaterThan(0);
  });

  test("category cards show their whole description", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/category/intro");
    const description = page.locator(".theme-doc-card-description").first();
    await expect(description).toBeVisible();
    const full = await description.textContent();
    expect(full?.length ?? 0).toBeGreaterThan(40);
    // Nothing cut: the text fits its box, over several lines.
    const fits = await description.evaluate(
      (element) =>
        element.scrollWidth <= element.clientWidth &&
        getComputedStyle(element).textOverflow !== "ellipsis",
    );
    expect(fits).toBe(true);
    const box = await description.boundingBox();
    const lineHeight = await description.evaluate((element) =>
      Number.parseFloat(getComputedStyle(element).lineHeight),
    );
    expect(box?.height ?? 0).toBeGreaterThan(lineHeight * 1.5);
  });
});

test.describe("navbar", () => {
  test("Quickstart opens the quickstart and is highlighted on its section only", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/elements/resistor");
    const navbar = page.getByRole("navigation", { name: "Main" });
    const quickstart = navbar.getByRole("link", { name: "Quickstart" });
    await expect(quickstart).not.toHaveClass(/navbar__link--active/);
    await quickstart.click();
    await expect(page).toHaveURL(/\/intro\/quickstart-web$/);
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(
      "What is tscircuit?",
    );
    await expect(quickstart).toHaveClass(/navbar__link--active/);
  });
});

test("/elements lists every element with its description, grouped", async ({
  page,
}) => {
  await page.goto("/elements");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Elements");
  await expect(
    page.getByRole("heading", { level: 2, name: "Schematic primitives" }),
  ).toBeVisible();
  const resistor = page.getByRole("link", { name: "<resistor>" });
  await expect(resistor).toHaveAttribute("href", "/elements/resistor");
  await expect(page.locator("main li", { has: resistor })).toContainText(
    "Add a two-pin resistor",
  );
  // 95 element pages, 3 aliases and the 4 variants of <analogsimulation>
  // linked to their element's page, and 22 namespace members linked to
  // their entries (the footprint primitives link to /footprints/).
  await expect(page.locator('main li a[href^="/elements/"]')).toHaveCount(124);
  await expect(
    page.getByRole("link", { name: "<assembly.bolt>" }),
  ).toHaveAttribute("href", "/elements/assembly#assembly-bolt");
});

test.describe("not-found page", () => {
  test("offers a search box and the pages with the closest names", async ({
    page,
  }) => {
    const response = await page.goto("/elements/resistors");
    expect(response?.status()).toBe(404);
    await expect(
      page.getByRole("heading", { name: "Page Not Found" }),
    ).toBeVisible();
    const closest = page.getByRole("region", {
      name: "Pages with a similar name",
    });
    // The list is worked out after hydration, which a loaded two-core
    // machine can take over ten seconds to reach on this page.
    await expect(closest.locator("li a").first()).toHaveAttribute(
      "href",
      "/elements/resistor",
      { timeout: 30_000 },
    );
    const box = page.getByRole("searchbox", { name: "Search the docs" });
    await box.fill("capacitor");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=capacitor$/, {
      timeout: 30_000,
    });
    await expect(page.locator("article").first()).toBeVisible({
      timeout: 30_000,
    });
  });
});

test.describe("search page", () => {
  test("shows one row per page, each with a snippet, and counts pages", async ({
    page,
  }) => {
    await page.goto("/search?q=resistor");
    const rows = page.locator("main article");
    await expect(rows.first()).toBeVisible();
    const urls = await rows.evaluateAll((articles) =>
      articles.map(
        (article) => article.querySelector("h2 a")?.getAttribute("href") ?? "",
      ),
    );
    expect(urls.length).toBeGreaterThan(1);
    expect(new Set(urls).size).toBe(urls.length);
    expect(urls.every((url) => !url.includes("#"))).toBe(true);
    expect(urls[0]).toBe("/elements/resistor");
    // A snippet with the word marked, and a few sections as links.
    await expect(rows.first().locator("mark").first()).toHaveText(/resistor/i);
    const sections = rows
      .first()
      .getByRole("list", { name: "Matching sections" });
    const sectionLinks = sections.getByRole("link");
    expect(await sectionLinks.count()).toBeLessThanOrEqual(3);
    await expect(sectionLinks.first()).toHaveAttribute(
      "href",
      /^\/elements\/resistor#/,
    );
    // The count is of pages: at least the rows shown, and said so.
    const summary = page.getByText(/^\d+ pages found$/);
    await expect(summary).toBeVisible();
    const count = Number((await summary.textContent())?.split(" ")[0]);
    expect(count).toBeGreaterThanOrEqual(urls.length);
    await expect(page.getByText(/Powered by/i)).toHaveCount(0);
  });

  test("says plainly when no page is found, with a hint", async ({ page }) => {
    await page.goto("/search?q=qzxvbwplk");
    await expect(
      page.getByText("No pages found for “qzxvbwplk”."),
    ).toBeVisible();
    await expect(page.getByText(/Check the spelling/)).toBeVisible();
    await expect(page.locator("main article")).toHaveCount(0);
    await expect(page.getByText(/documents found/)).toHaveCount(0);
  });
});

test("a long dotted name in the page's table of contents wraps only at its dots", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/elements/assembly");
  const toc = page.locator(".table-of-contents");
  const name = toc
    .locator("code")
    .filter({ hasText: "<assembly.drawing.titleblock>" });
  await expect(name).toBeVisible();
  // The column is narrower than the name, so it wraps...
  const lines = await name.evaluate(
    (code) =>
      new Set(Array.from(code.getClientRects(), (rect) => Math.round(rect.top)))
        .size,
  );
  expect(lines).toBeGreaterThan(1);
  // ...and no name in the TOC is split inside a word.
  const split = (await checkLayout(page, { checks: ["code-split"] })).filter(
    (offender) => offender.text.startsWith("<assembly."),
  );
  expect(split).toEqual([]);
});
