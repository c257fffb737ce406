/**
 * Every page as Markdown (plugins/markdown-export): the `.md` twins, the
 * llms.txt index, and the "Copy page" menu that copies a page's Markdown.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { buildDir, builtPages } from "../../lib/build-output";
import { expect, test } from "../support/test";

// Pages written in docs/; the search page and the generated indexes (the
// category pages and /elements) have no Markdown source.
const docPages = builtPages().filter(
  (page) =>
    page !== "/search" &&
    page !== "/elements" &&
    !page.startsWith("/category/"),
);
const markdownPath = (page: string) =>
  page === "/" ? "/index.md" : `${page}.md`;

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === "assets" ? [] : markdownFiles(full);
    return entry.name.endsWith(".md") ? [full] : [];
  });
}

/** Lines outside fenced code. */
function prose(markdown: string): string[] {
  let fenced = false;
  return markdown.split("\n").filter((line) => {
    if (/^(```|~~~)/.test(line)) {
      fenced = !fenced;
      return false;
    }
    return !fenced;
  });
}

test("a page's Markdown holds its title, headings, code and table rows", async ({
  request,
}) => {
  const response = await request.get("/elements/resistor.md");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^text\/markdown/);
  const markdown = await response.text();
  expect(markdown).toMatch(/^# `<resistor>`\n/);
  expect(markdown).toContain("\n## Props\n");
  expect(markdown).toMatch(/\n```tsx\nexport default \(\) => \(\n {2}<board/);
  expect(markdown).toMatch(/\| `resistance` +\| `[^`]+` +\| yes +\|/);
  expect(markdown).toMatch(/\| `pin1` +\| 1 +\|/);
});

test("every doc page has a Markdown twin with no import, export or JSX left", () => {
  const files = new Set(
    markdownFiles(buildDir).map((file) => `/${path.relative(buildDir, file)}`),
  );
  for (const page of docPages)
    expect(files.has(markdownPath(page)), `${markdownPath(page)}`).toBe(true);
  for (const file of files) {
    const lines = prose(readFileSync(path.join(buildDir, file), "utf8"));
    // Inline code may show types such as `Connections<PinLabels>`.
    const left = lines
      .map((line) => line.replace(/`[^`]*`/g, "``"))
      .filter(
        (line) =>
          /^import\s(.*\sfrom\s+)?["']/.test(line) ||
          /^export\s+(const|let|var|function|default|\{)/.test(line) ||
          /<[A-Z][A-Za-z]*[\s/>]/.test(line),
      );
    expect(left, file).toEqual([]);
  }
});

test("llms.txt lists every doc page once, and llms-full.txt holds them all", async ({
  request,
}) => {
  const index = await request.get("/llms.txt");
  expect(index.status()).toBe(200);
  const text = await index.text();
  expect(text).toMatch(/^# tscircuit docs\n\n> /);
  const links = [
    ...text.matchAll(/^- \[[^\]]+\]\(https?:\/\/[^/]+(\/[^)]*)\)/gm),
  ].map((match) => match[1]);
  expect([...links].sort()).toEqual(docPages.map(markdownPath).sort());
  const full = await (await request.get("/llms-full.txt")).text();
  expect(full).toContain("# `<resistor>`");
  expect(full.split("\n---\n").length).toBe(docPages.length);
});

test("Copy page copies the page's Markdown and says so", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/elements/resistor");
  const button = page.getByRole("button", { name: "Copy page" });
  await button.focus();
  await page.keyboard.press("Enter");
  await expect(
    page.getByRole("status").filter({ hasText: "Copied" }),
  ).toHaveText("Copied the page as Markdown");
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(/^# `<resistor>`\n/);

  await page.getByLabel("More ways to use this page").click();
  const claude = page.getByRole("link", { name: "Open in Claude" });
  await expect(claude).toBeVisible();
  expect(await claude.getAttribute("href")).toMatch(
    /^https:\/\/claude\.ai\/new\?q=.*elements%2Fresistor\.md/,
  );
  await expect(
    page.getByRole("link", { name: "Open in ChatGPT" }),
  ).toHaveAttribute("href", /^https:\/\/chatgpt\.com\/\?q=/);
});
