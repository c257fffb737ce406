import assert from "node:assert/strict";
import { test } from "node:test";
import { pathToFileURL } from "node:url";
import { extractLeadingEmoji as ours } from "../../src/text/leadingEmoji";
import { themeCommonModule } from "../support/theme-common";

/** The theme's own helper, which the site's bundle swaps for ours. */
async function theirs(): Promise<typeof ours> {
  const file = pathToFileURL(themeCommonModule("utils/emojiUtils.js")).href;
  return ((await import(file)) as { extractLeadingEmoji: typeof ours })
    .extractLeadingEmoji;
}

// Labels of every kind the theme's helper tells apart.
const labels = [
  "",
  "Resistor",
  " Leading space",
  "#hash",
  "#️⃣ Keycap hash",
  "1️⃣ One",
  "1⃣ Keycap without the selector",
  "*️⃣ Star",
  "5 volts",
  "⚠️ Warning",
  "⚠ Warning without the selector",
  "🚀 Rocket",
  "🇫🇷 Flag",
  "👩🏽‍💻 Person at a laptop",
  "🗃",
  "© Copyright",
  "é accent",
  "日本語",
  "Ω ohms",
  "\u{1F600}",
];

test("answers as the theme's emoji helper does, label by label", async () => {
  const theme = await theirs();
  for (const label of labels)
    assert.deepEqual(ours(label), theme(label), JSON.stringify(label));
});

test("finds a leading emoji and leaves the rest untrimmed", () => {
  assert.deepEqual(ours("🚀 Launch"), { emoji: "🚀", rest: " Launch" });
  assert.deepEqual(ours("1️⃣ First"), { emoji: "1️⃣", rest: " First" });
  assert.deepEqual(ours("Launch 🚀"), { emoji: null, rest: "Launch 🚀" });
});
