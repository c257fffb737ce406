/**
 * The table parts' own roles, stated: Chromium drops a part's implicit
 * role once CSS changes its `display` (the stacked rows on a phone).
 */
export const roles = {
  table: { role: "table" },
  rowgroup: { role: "rowgroup" },
  row: { role: "row" },
  columnheader: { role: "columnheader" },
  rowheader: { role: "rowheader" },
  cell: { role: "cell" },
} as const;
