/**
 * `<ReleaseChanges />` becomes one section per tscircuit release the site
 * has moved to, built from its drift report (releases.ts): the package
 * versions, elements, props, footprint functions and CLI options added or
 * removed, and the behaviour changes its facts tests found. Registered
 * before Docusaurus's own remark plugins so the headings get ids and reach
 * the table of contents.
 */

import { readdirSync } from "node:fs";
import path from "node:path";
import type {
  List,
  ListItem,
  PhrasingContent,
  Root,
  RootContent,
  Table,
  TableRow,
} from "mdast";
import { visit } from "unist-util-visit";
import type { JsxElement } from "../shared/markdown";
import { type ReleaseNotes, readReleaseNotes } from "./releases";

export interface RemarkReleaseChangesOptions {
  siteDir: string;
}

/** Element pages that exist, by element name (`docs/elements/x.mdx` → `/elements/x`). */
function elementRoutes(siteDir: string): Record<string, string> {
  const routes: Record<string, string> = {};
  for (const folder of ["footprints", "elements"])
    for (const name of readdirSync(path.join(siteDir, "docs", folder)))
      if (/^[a-z0-9]+\.mdx$/.test(name))
        routes[name.replace(/\.mdx$/, "")] =
          `/${folder}/${name.replace(/\.mdx$/, "")}`;
  return routes;
}

const componentName = "ReleaseChanges";

const text = (value: string): PhrasingContent => ({ type: "text", value });
const code = (value: string): PhrasingContent => ({
  type: "inlineCode",
  value,
});

/** A sentence with `code` spans, as Markdown would read it. */
export function sentence(value: string): PhrasingContent[] {
  return value
    .split(/`([^`]+)`/)
    .flatMap((part, index) =>
      index % 2 === 1 ? [code(part)] : part ? [text(part)] : [],
    );
}

function joined(
  items: PhrasingContent[][],
  separator = ", ",
): PhrasingContent[] {
  return items.flatMap((item, index) =>
    index === 0 ? item : [text(separator), ...item],
  );
}

function list(items: PhrasingContent[][]): List {
  return {
    type: "list",
    ordered: false,
    spread: false,
    children: items.map(
      (children): ListItem => ({
        type: "listItem",
        spread: false,
        children: [{ type: "paragraph", children }],
      }),
    ),
  };
}

function table(head: string[], rows: PhrasingContent[][][]): Table {
  const row = (cells: PhrasingContent[][]): TableRow => ({
    type: "tableRow",
    children: cells.map((children) => ({ type: "tableCell", children })),
  });
  return {
    type: "table",
    align: head.map(() => null),
    children: [row(head.map((cell) => [text(cell)])), ...rows.map(row)],
  };
}

const heading = (depth: 2 | 3, value: string): RootContent => ({
  type: "heading",
  depth,
  children: [text(value)],
});

const paragraph = (children: PhrasingContent[]): RootContent => ({
  type: "paragraph",
  children,
});

function elementRef(
  name: string,
  routes: Record<string, string>,
): PhrasingContent[] {
  const route = routes[name];
  const label = code(`<${name}>`);
  return route ? [{ type: "link", url: route, children: [label] }] : [label];
}

function section(
  notes: ReleaseNotes,
  routes: Record<string, string>,
): RootContent[] {
  const { report } = notes;
  const from = report.from.tscircuit ?? "the previous release";
  const out: RootContent[] = [
    heading(2, `tscircuit ${notes.version}`),
    paragraph([
      text(`Compared with tscircuit ${from}. The packages behind it:`),
    ]),
    table(
      ["package", from, notes.version],
      Object.keys(report.to.versions).map((name) => [
        [code(name)],
        [text(report.from.versions[name] ?? "—")],
        [text(report.to.versions[name] ?? "—")],
      ]),
    ),
  ];

  out.push(heading(3, `Behaviour changes in ${notes.version}`));
  out.push(
    notes.behaviours.length > 0
      ? list(notes.behaviours.map(sentence))
      : paragraph([
          text("None of the behaviours these pages describe changed."),
        ]),
  );

  out.push(heading(3, `Elements in ${notes.version}`));
  const elementItems: PhrasingContent[][] = [];
  if (report.elementsAdded.length > 0)
    elementItems.push([
      text(`New elements (${report.elementsAdded.length}): `),
      ...joined(report.elementsAdded.map((name) => elementRef(name, routes))),
    ]);
  if (report.elementsRemoved.length > 0)
    elementItems.push([
      text(`Removed: `),
      ...joined(report.elementsRemoved.map((name) => [code(`<${name}>`)])),
    ]);
  out.push(
    elementItems.length > 0
      ? list(elementItems)
      : paragraph([text("No elements were added or removed.")]),
  );

  out.push(heading(3, `Props in ${notes.version}`));
  if (report.props.length === 0)
    out.push(
      paragraph([
        text("The props of the elements documented here did not change."),
      ]),
    );
  else
    out.push(
      table(
        ["element", "added", "removed or retyped"],
        report.props.map((entry) => [
          elementRef(entry.element, routes),
          entry.added.length
            ? joined(entry.added.map((prop) => [code(prop.name)]))
            : [text("—")],
          entry.removed.length || entry.retyped.length
            ? joined([
                ...entry.removed.map((name) => [
                  code(name),
                  text(" (removed)"),
                ]),
                ...entry.retyped.map((prop) => [
                  code(prop.name),
                  text(" (new type)"),
                ]),
              ])
            : [text("—")],
        ]),
      ),
    );

  out.push(heading(3, `Footprints in ${notes.version}`));
  const fp = report.footprints;
  const fpItems: PhrasingContent[][] = [];
  if (fp.functionsAdded.length)
    fpItems.push([
      text("New footprint functions: "),
      ...joined(fp.functionsAdded.map((name) => [code(name)])),
    ]);
  if (fp.functionsRemoved.length)
    fpItems.push([
      text("Removed footprint functions: "),
      ...joined(fp.functionsRemoved.map((name) => [code(name)])),
    ]);
  for (const entry of fp.params)
    fpItems.push([
      code(entry.name),
      text(": "),
      ...joined([
        ...entry.added.map((key) => [text("accepts "), code(key)]),
        ...entry.removed.map((key) => [text("no longer accepts "), code(key)]),
      ]),
    ]);
  out.push(
    fpItems.length
      ? list(fpItems)
      : paragraph([text("Footprint strings did not change.")]),
  );

  out.push(heading(3, `Command line in ${notes.version}`));
  const cli = report.cli;
  const cliItems: PhrasingContent[][] = [];
  if (cli.commandsAdded.length)
    cliItems.push([
      text("New commands: "),
      ...joined(cli.commandsAdded.map((name) => [code(`tsci ${name}`)])),
    ]);
  if (cli.commandsRemoved.length)
    cliItems.push([
      text("Removed commands: "),
      ...joined(cli.commandsRemoved.map((name) => [code(`tsci ${name}`)])),
    ]);
  for (const entry of cli.options)
    cliItems.push([
      code(`tsci ${entry.command}`),
      text(": "),
      ...joined([
        ...entry.added.map((flags) => [text("new "), code(flags)]),
        ...entry.removed.map((flags) => [text("removed "), code(flags)]),
      ]),
    ]);
  out.push(
    cliItems.length
      ? list(cliItems)
      : paragraph([text("The `tsci` commands and options did not change.")]),
  );
  return out;
}

export default function remarkReleaseChanges(
  options: RemarkReleaseChangesOptions,
) {
  return (tree: Root) => {
    visit(tree, (node, index, parent) => {
      if (
        node.type !== "mdxJsxFlowElement" ||
        (node as JsxElement).name !== componentName ||
        !parent ||
        index === undefined
      )
        return;
      const notes = readReleaseNotes(options.siteDir);
      const routes = elementRoutes(options.siteDir);
      parent.children.splice(
        index,
        1,
        ...(notes.flatMap((release) =>
          section(release, routes),
        ) as typeof parent.children),
      );
    });
  };
}
