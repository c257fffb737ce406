/** The search request DocSearch 3.9 sends for each keystroke of the modal. */
export function docsearchBody(
  query: string,
  indexName: string,
): Record<string, unknown> {
  return {
    indexName,
    query,
    attributesToRetrieve: [
      "hierarchy.lvl0",
      "hierarchy.lvl1",
      "hierarchy.lvl2",
      "hierarchy.lvl3",
      "hierarchy.lvl4",
      "hierarchy.lvl5",
      "hierarchy.lvl6",
      "content",
      "type",
      "url",
    ],
    attributesToSnippet: [
      "hierarchy.lvl1:10",
      "hierarchy.lvl2:10",
      "hierarchy.lvl3:10",
      "hierarchy.lvl4:10",
      "hierarchy.lvl5:10",
      "hierarchy.lvl6:10",
      "content:10",
    ],
    snippetEllipsisText: "…",
    highlightPreTag: "<mark>",
    highlightPostTag: "</mark>",
    hitsPerPage: 20,
    clickAnalytics: false,
    facetFilters: [
      "language:en",
      ["docusaurus_tag:default", "docusaurus_tag:docs-default-current"],
    ],
  };
}
