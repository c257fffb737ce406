/**
 * `/llms.txt` (the llmstxt.org format: a title, a summary, then sections of
 * links with one line each) and `/llms-full.txt` (every page's Markdown),
 * both in sidebar order.
 */

export interface DocEntry {
  /** e.g. `/elements/resistor` */
  permalink: string;
  title: string;
  description?: string;
}

export interface Section {
  title: string;
  docs: DocEntry[];
}

/** The Markdown URL of a page: its path plus `.md`; the home is `/index.md`. */
export function markdownUrl(permalink: string): string {
  return permalink === "/" ? "/index.md" : `${permalink}.md`;
}

export function llmsTxt(options: {
  title: string;
  summary: string;
  siteUrl: string;
  sections: Section[];
}): string {
  const lines = [`# ${options.title}`, "", `> ${options.summary}`, ""];
  lines.push(
    "Every page below is plain Markdown at its address plus `.md`; `/llms-full.txt` holds them all in this order.",
    "",
  );
  for (const section of options.sections) {
    if (section.docs.length === 0) continue;
    lines.push(`## ${section.title}`, "");
    for (const doc of section.docs) {
      const url = `${options.siteUrl}${markdownUrl(doc.permalink)}`;
      const description = doc.description?.replace(/\s+/g, " ").trim();
      lines.push(
        `- [${doc.title}](${url})${description ? `: ${description}` : ""}`,
      );
    }
    lines.push("");
  }
  return lines.join("\n");
}

export function llmsFullTxt(
  pages: { url: string; markdown: string }[],
): string {
  return pages
    .map(({ url, markdown }) => `<!-- ${url} -->\n\n${markdown.trim()}\n`)
    .join("\n---\n\n");
}
