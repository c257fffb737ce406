import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { smallestTextPx, svgSize } from "../../plugins/circuit-previews/svg";
import { seriousViolations } from "../support/axe";
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
    // The picture of the page's colour mode (the other one is not shown).
    const picture = preview.locator(
      "[role=tabpanel]:not([hidden]) img:visible",
    );
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
  const frame = preview.locator("button[data-view]").first();
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
  await expect(preview.locator("[role=tabpanel] img:visible")).toHaveCount(1);
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

/** The scale of the viewer's picture, from its CSS transform. */
function viewerScale(page: Page): Promise<number> {
  return page.locator("[data-picture-viewer] img").evaluate((img) => {
    const matrix = new DOMMatrix(getComputedStyle(img).transform);
    return Math.hypot(matrix.a, matrix.b);
  });
}

function viewerOffset(page: Page): Promise<{ x: number; y: number }> {
  return page.locator("[data-picture-viewer] img").evaluate((img) => {
    const box = img.getBoundingClientRect();
    return { x: box.x, y: box.y };
  });
}

/**
 * The smallest text of the viewer's picture as drawn on screen, in CSS
 * pixels: the same SVG inline at the picture's on-screen size, each text's
 * computed font size times the scale of its transform to the screen.
 */
function smallestTextOnScreen(page: Page): Promise<number> {
  return page.locator("[data-picture-viewer] img").evaluate(async (img) => {
    const image = img as HTMLImageElement;
    const markup = await (await fetch(image.currentSrc)).text();
    const holder = document.createElement("div");
    holder.style.cssText = `position:fixed;left:0;top:0;visibility:hidden;width:${image.getBoundingClientRect().width}px`;
    holder.innerHTML = markup;
    document.body.append(holder);
    const svg = holder.querySelector("svg") as SVGSVGElement;
    // As an image, an SVG with a size and no viewBox scales as if it had one.
    if (!svg.hasAttribute("viewBox"))
      svg.setAttribute(
        "viewBox",
        `0 0 ${svg.getAttribute("width")} ${svg.getAttribute("height")}`,
      );
    svg.style.width = "100%";
    svg.style.height = "auto";
    let smallest = Number.POSITIVE_INFINITY;
    for (const text of Array.from(svg.querySelectorAll("text"))) {
      if (!text.textContent?.trim()) continue;
      const ctm = text.getScreenCTM();
      if (!ctm) continue;
      const scale = Math.sqrt(Math.abs(ctm.a * ctm.d - ctm.b * ctm.c));
      const size = Number.parseFloat(getComputedStyle(text).fontSize) * scale;
      smallest = Math.min(smallest, size);
    }
    holder.remove();
    return smallest;
  });
}

test.describe("the picture viewer", () => {
  // The 555 timer's schematic: pin labels ~6 px in the page on a desktop.
  const chip = "/elements/chip";

  async function timerSchematic(page: Page) {
    await page.goto(chip);
    const preview = page
      .locator("[data-circuit-preview]")
      .filter({ hasText: "NE555" })
      .first();
    await preview.getByRole("tab", { name: "Schematic" }).click();
    const picture = preview.locator("[role=tabpanel] button[data-view]");
    await picture.scrollIntoViewIfNeeded();
    return picture;
  }

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    test(`opens on a click at a zoom where the smallest text is body-sized (${viewport.width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      const picture = await timerSchematic(page);
      // In the page the pin labels are far below the body text's size.
      const inPage = await picture.locator("img:visible").evaluate((img) => {
        const box = img.getBoundingClientRect();
        return box.width / Number(img.getAttribute("width"));
      });
      expect(inPage).toBeLessThan(1);
      await picture.click();
      const viewer = page.locator("[data-picture-viewer]");
      await expect(viewer).toBeVisible();
      await expect(viewer).toHaveAttribute(
        "aria-label",
        /^Schematic of U1 \(NE555 chip\)/,
      );
      await expect(viewer.locator("img")).toBeVisible();
      await expect.poll(() => viewerScale(page)).toBeGreaterThan(inPage);
      const bodyText = await page.evaluate(() =>
        Number.parseFloat(getComputedStyle(document.body).fontSize),
      );
      expect(await smallestTextOnScreen(page)).toBeGreaterThanOrEqual(
        bodyText - 0.5,
      );
    });
  }

  test("zooms and pans with the keys, the wheel and a drag; Escape closes and focus returns", async ({
    page,
  }) => {
    const picture = await timerSchematic(page);
    await picture.focus();
    await page.keyboard.press("Enter");
    const viewer = page.locator("[data-picture-viewer]");
    await expect(viewer).toBeVisible();
    await expect.poll(() => viewerScale(page)).toBeGreaterThan(0);
    const opening = await viewerScale(page);

    await page.keyboard.press("+");
    await expect.poll(() => viewerScale(page)).toBeGreaterThan(opening * 1.1);
    await page.keyboard.press("-");
    await page.keyboard.press("-");
    await expect.poll(() => viewerScale(page)).toBeLessThan(opening * 0.9);
    await page.keyboard.press("0");
    await expect
      .poll(async () => Math.abs((await viewerScale(page)) - opening))
      .toBeLessThan(0.01);

    const start = await viewerOffset(page);
    await page.keyboard.press("ArrowLeft");
    await expect
      .poll(async () => (await viewerOffset(page)).x)
      .toBeGreaterThan(start.x + 20);
    await page.keyboard.press("ArrowUp");
    await expect
      .poll(async () => (await viewerOffset(page)).y)
      .toBeGreaterThan(start.y + 20);

    // A drag moves the picture with the pointer.
    const stage = await viewer.locator("img").boundingBox();
    if (!stage) throw new Error("no picture in the viewer");
    const before = await viewerOffset(page);
    const at = { x: 640, y: 400 };
    await page.mouse.move(at.x, at.y);
    await page.mouse.down();
    await page.mouse.move(at.x - 60, at.y - 40, { steps: 5 });
    await page.mouse.up();
    await expect
      .poll(async () => (await viewerOffset(page)).x)
      .toBeLessThan(before.x - 40);

    // The wheel zooms.
    const beforeWheel = await viewerScale(page);
    await page.mouse.move(at.x, at.y);
    await page.mouse.wheel(0, -300);
    await expect
      .poll(() => viewerScale(page))
      .toBeGreaterThan(beforeWheel * 1.05);

    // The buttons work too.
    const beforeButton = await viewerScale(page);
    await viewer.getByRole("button", { name: "Zoom out" }).click();
    await expect.poll(() => viewerScale(page)).toBeLessThan(beforeButton);

    await page.keyboard.press("Escape");
    await expect(viewer).toHaveCount(0);
    await expect(picture).toBeFocused();
  });

  test("loads its code on the first open only", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    const picture = await timerSchematic(page);
    const before = scripts.length;
    await picture.click();
    await expect(page.locator("[data-picture-viewer]")).toBeVisible();
    expect(scripts.length).toBeGreaterThan(before);
    // The close button also closes it, and focus goes back to the picture.
    await page
      .locator("[data-picture-viewer]")
      .getByRole("button", { name: "Close" })
      .click();
    await expect(page.locator("[data-picture-viewer]")).toHaveCount(0);
    await expect(picture).toBeFocused();
  });
});

/** The mean lightness (0–1) of a picture's pixels along its edges. */
function edgeLightness(picture: Locator): Promise<number> {
  return picture.evaluate(async (img) => {
    const image = img as HTMLImageElement;
    await image.decode();
    const canvas = document.createElement("canvas");
    canvas.width = 200;
    canvas.height = Math.round((200 * image.height) / image.width);
    const context = canvas.getContext("2d") as CanvasRenderingContext2D;
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    const { data } = context.getImageData(0, 0, canvas.width, 2);
    let sum = 0;
    for (let i = 0; i < data.length; i += 4)
      sum += (data[i] + data[i + 1] + data[i + 2]) / (3 * 255);
    return sum / (data.length / 4);
  });
}

for (const theme of ["light", "dark"] as const) {
  test(`every picture panel suits the ${theme} page`, async ({ page }) => {
    await page.addInitScript(
      (theme) => localStorage.setItem("theme", theme),
      theme,
    );
    await page.goto(route);
    await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
    const preview = page.locator("[data-circuit-preview]").first();
    for (const label of ["Schematic", "3D"]) {
      await preview.getByRole("tab", { name: label }).click();
      const picture = preview.locator("[role=tabpanel] img:visible");
      await picture.scrollIntoViewIfNeeded();
      const lightness = await edgeLightness(picture);
      if (theme === "dark") expect(lightness, label).toBeLessThan(0.25);
      else expect(lightness, label).toBeGreaterThan(0.75);
    }
  });
}

test("each picture has its own alt text, naming the circuit's parts", async ({
  page,
}) => {
  await page.goto(route);
  const alts = await page
    .locator("[data-circuit-preview] [role=tabpanel] img:visible")
    .evaluateAll((images) =>
      images.map((image) => image.getAttribute("alt") ?? ""),
    );
  expect(alts.length).toBeGreaterThanOrEqual(2);
  expect(new Set(alts).size).toBe(alts.length);
  // "PCB layout of R1 (10 kΩ resistor) …", not one text for all.
  for (const alt of alts)
    expect(alt).toMatch(/^(PCB layout|Schematic|3D view) of \S+ \(.+\)/);
  // Another tab of the same example: another view, another text.
  const preview = page.locator("[data-circuit-preview]").first();
  const first = alts[0];
  await preview.getByRole("tab", { name: "Schematic" }).click();
  const schematicAlt = await preview
    .locator("[role=tabpanel] img:visible")
    .getAttribute("alt");
  expect(schematicAlt).toMatch(/^Schematic of /);
  expect(schematicAlt).not.toBe(first);
});

test("warnings under an example are grouped by code, closed, with a count", async ({
  page,
}) => {
  await page.goto("/guides/tscircuit-essentials/port-and-net-selectors");
  const group = page
    .locator(
      '[data-circuit-warnings] details[data-warning-code="source_pin_missing_trace_warning"]',
    )
    .first();
  await expect(group).toHaveCount(1);
  await group.scrollIntoViewIfNeeded();
  // Closed: the messages are not shown until the reader opens the group.
  expect(await group.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(
    false,
  );
  const messages = group.locator("li");
  await expect(messages.first()).toBeHidden();
  const count = await messages.count();
  expect(count).toBeGreaterThanOrEqual(1);
  await expect(group.locator("summary")).toHaveText(
    `source_pin_missing_trace_warning (${count})`,
  );
  await group.locator("summary").click();
  await expect(messages.first()).toBeVisible();
  await expect(messages.first()).toContainText("is missing a trace");
});

test.describe("an example that simulates", () => {
  const guide = "/guides/spice-simulation/low-pass-filter";

  for (const theme of ["light", "dark"] as const) {
    test(`shows its graph in a Simulation tab, drawn for the ${theme} page`, async ({
      page,
    }) => {
      await page.addInitScript(
        (mode) => localStorage.setItem("theme", mode),
        theme,
      );
      await page.goto(guide);
      const preview = page.locator("[data-circuit-preview]").first();
      // The fence asks for view="simulation": its tab is the selected one.
      const tab = preview.getByRole("tab", { name: "Simulation" });
      await expect(tab).toHaveAttribute("aria-selected", "true");
      const picture = preview.locator(
        "[role=tabpanel] button[data-view=simulation] img:visible",
      );
      await picture.scrollIntoViewIfNeeded();
      await expect(picture).toHaveAttribute(
        "src",
        theme === "dark" ? /\/simulation\.dark\.svg$/ : /\/simulation\.svg$/,
      );
      await expect(picture).toHaveAttribute(
        "alt",
        "Graph of a transient analysis, 0 to 10 ms: voltage at VIN and VOUT against time",
      );
      await expect
        .poll(() =>
          picture.evaluate((img: HTMLImageElement) => img.naturalWidth),
        )
        .toBeGreaterThan(0);
      // Opens in the viewer like every other picture.
      await picture.click();
      const viewer = page.locator("[data-picture-viewer]");
      await expect(viewer).toBeVisible();
      await expect(viewer).toHaveAttribute(
        "aria-label",
        /^Graph of a transient/,
      );
      await page.keyboard.press("Escape");
      await expect(viewer).toHaveCount(0);
    });
  }

  test("the sweep's graph is the second example's Simulation tab", async ({
    page,
  }) => {
    await page.goto(guide);
    const sweep = page.locator("[data-circuit-preview]").nth(1);
    await expect(sweep.locator("[role=tabpanel] img:visible")).toHaveAttribute(
      "alt",
      "Graph of an AC sweep, 10 Hz to 10 kHz: amplitude of the voltage at VIN and VOUT against frequency",
    );
    // The other tabs are still there.
    await expect(sweep.getByRole("tab")).toHaveText([
      "PCB",
      "Schematic",
      "3D",
      "Simulation",
    ]);
  });
});

test.describe("a preview on a phone and a desktop", () => {
  const guide = "/guides/spice-simulation/low-pass-filter";

  test("at 390 px every tab of a preview is in view, none cut off", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto(guide);
    const preview = page.locator("[data-circuit-preview]").first();
    const list = preview.getByRole("tablist");
    await list.scrollIntoViewIfNeeded();
    await expect(preview.getByRole("tab")).toHaveText([
      "PCB",
      "Schematic",
      "3D",
      "Simulation",
    ]);
    const layout = await list.evaluate((element) => {
      const frame = element.getBoundingClientRect();
      const viewport = document.documentElement.clientWidth;
      return {
        // Nothing hidden in a sideways scroll.
        overflow: element.scrollWidth - element.clientWidth,
        cut: Array.from(element.querySelectorAll("[role=tab]"))
          .filter((tab) => {
            const box = tab.getBoundingClientRect();
            return (
              box.left < Math.max(0, frame.left) - 1 ||
              box.right > Math.min(viewport, frame.right) + 1 ||
              // The label fits its button.
              tab.scrollWidth > tab.clientWidth + 1
            );
          })
          .map((tab) => tab.textContent),
      };
    });
    expect(layout.overflow).toBeLessThanOrEqual(1);
    expect(layout.cut).toEqual([]);
  });

  test("at 390 px a warning's code name wraps only after an underscore", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto(guide);
    const names = page.locator("[data-circuit-warnings] summary code");
    expect(await names.count()).toBeGreaterThan(0);
    // The longest name of the page, wider than a phone's column.
    await expect(
      page.locator(
        '[data-warning-code="source_missing_manufacturer_part_number_warning"]',
      ),
    ).not.toHaveCount(0);
    const broken = await names.evaluateAll((codes) =>
      codes.flatMap((code) => {
        code.scrollIntoView();
        const problems: string[] = [];
        // Each run of text between line-break chances stays on one line.
        const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
        const texts: Text[] = [];
        for (let node = walker.nextNode(); node; node = walker.nextNode())
          texts.push(node as Text);
        for (const [index, text] of texts.entries()) {
          const range = document.createRange();
          range.selectNodeContents(text);
          const lines = new Set(
            Array.from(range.getClientRects()).map((r) => Math.round(r.top)),
          );
          if (lines.size > 1)
            problems.push(`"${text.data}" split over ${lines.size} lines`);
          if (index < texts.length - 1 && !text.data.endsWith("_"))
            problems.push(`a break chance after "${text.data}"`);
        }
        return problems.map((p) => `${code.textContent}: ${p}`);
      }),
    );
    expect(broken).toEqual([]);
  });

  for (const [width, least] of [
    [1280, 12],
    [390, 9],
  ] as const) {
    test(`at ${width} px the simulation graph's smallest text is at least ${least} px`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(guide);
      const picture = page
        .locator("[data-circuit-preview]")
        .first()
        .locator("[role=tabpanel] button[data-view=simulation] img:visible");
      await picture.scrollIntoViewIfNeeded();
      const { src, shown } = await picture.evaluate(
        (img: HTMLImageElement) => ({
          src: img.currentSrc || img.src,
          shown: img.getBoundingClientRect().width,
        }),
      );
      const svg = await (await request.get(src)).text();
      const smallest = smallestTextPx(svg);
      expect(smallest, "the graph has text").toBeDefined();
      const { width: drawn } = svgSize(svg);
      const rendered = ((smallest ?? 0) * shown) / drawn;
      expect(
        rendered,
        `${smallest} px text in a ${drawn} px graph shown ${Math.round(shown)} px wide`,
      ).toBeGreaterThanOrEqual(least);
    });
  }

  for (const theme of ["light", "dark"] as const) {
    test(`at 390 px the page of previews has no serious accessibility problem (${theme})`, async ({
      page,
    }) => {
      await page.addInitScript(
        (mode) => localStorage.setItem("theme", mode),
        theme,
      );
      await page.setViewportSize({ width: 390, height: 900 });
      await page.goto(guide);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
