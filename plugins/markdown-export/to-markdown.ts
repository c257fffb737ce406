/**
 * A docs page as plain Markdown, for people and AI assistants: the MDX tree
 * after our remark plugins have filled in their data (props, pins and CLI
 * tables, parts lists, circuit examples), with every JSX element turned into
 * Markdown and no import, export or JSX left.
 */
import type {
  BlockContent,
  Code,
  Heading,
  Nodes,
  Paragraph,
  PhrasingContent,
  Root,
  RootContent,
  Table,
  TableRow,
} from "mdast";
import { gfmToMarkdown } from "mdast-util-gfm";
import type { MdxJsxFlowElement, MdxJsxTextElement } from "mdast-util-mdx-jsx";
import { toMarkdown } from "mdast-util-to-markdown";
import type { CliOptionsTableData } from "../cli-reference/types";
import type {
  FabricationFileData,
  PartsListData,
} from "../fabrication-files/types";
import type { PinsTableData } from "../pins-tables/pins";
import type { PropRow, PropsTableData } from "../props-tables/types";

type JsxNode = MdxJsxFlowElement | MdxJsxTextElement;

function attribute(node: JsxNode, name: string): string | undefined {
  for (const item of node.attributes)
    if (item.type === "mdxJsxAttribute" && item.name === name)
      return typeof item.value === "string" ? item.value : undefined;
  return undefined;
}

function data<T>(node: JsxNode): T | undefined {
  const json = attribute(node, "data");
  return json ? (JSON.parse(json) as T) : undefined;
}

const text = (value: string): PhrasingContent => ({ type: "text", value });
const code = (value: string): PhrasingContent => ({
  type: "inlineCode",
  value,
});

function paragraph(...children: PhrasingContent[]): Paragraph {
  return { type: "paragraph", children };
}

function table(header: string[], rows: PhrasingContent[][][]): Table {
  const row = (cells: PhrasingContent[][]): TableRow => ({
    type: "tableRow",
    children: cells.map((children) => ({ type: "tableCell", children })),
  });
  return {
    type: "table",
    children: [row(header.map((cell) => [text(cell)])), ...rows.map(row)],
  };
}

/** `a` `b` text with backticked spans as inline code. */
function prose(value: string | null | undefined): PhrasingContent[] {
  if (!value) return [text("")];
  return value
    .split(/(`[^`]+`)/)
    .filter(Boolean)
    .map((part) =>
      part.startsWith("`") && part.endsWith("`") && part.length > 2
        ? code(part.slice(1, -1))
        : text(part),
    );
}

function propRows(rows: PropRow[]): PhrasingContent[][][] {
  return rows.map((row) => [
    [code(row.name)],
    [code(row.type)],
    [text(row.required ? "yes" : "no")],
    [row.default === undefined ? text("") : code(row.default)],
    prose(row.description),
  ]);
}

const propHeader = ["Prop", "Type", "Required", "Default", "Description"];

function propsTable(table_: PropsTableData): RootContent[] {
  const out: RootContent[] = [
    paragraph(
      text("Props of "),
      code(`<${table_.element}>`),
      text(` (${table_.interfaceName}):`),
    ),
    table(propHeader, propRows(table_.own)),
  ];
  for (const group of table_.inherited) {
    out.push(
      paragraph(
        text(`${group.title} (inherited from ${group.interfaceName}):`),
      ),
      table(propHeader, propRows(group.props)),
    );
  }
  return out;
}

function pinsTable(pins: PinsTableData): RootContent[] {
  return [
    paragraph(text("Pins of "), code(`<${pins.element}>`), text(":")),
    table(
      ["Pin", "Number", "Also answers to"],
      pins.pins.map((pin) => [
        [code(pin.name)],
        [text(pin.number === undefined ? "" : String(pin.number))],
        pin.aliases.flatMap((alias, index) =>
          index === 0 ? [code(alias)] : [text(", "), code(alias)],
        ),
      ]),
    ),
  ];
}

function cliTable(cli: CliOptionsTableData): RootContent[] {
  const out: RootContent[] = [
    paragraph(text(`Usage (${cli.package} ${cli.version}): `), code(cli.usage)),
  ];
  if (cli.arguments.length > 0)
    out.push(
      table(
        ["Argument", "Required", "Description"],
        cli.arguments.map((argument) => [
          [code(argument.name)],
          [text(argument.required ? "yes" : "no")],
          prose(argument.description),
        ]),
      ),
    );
  if (cli.options.length > 0)
    out.push(
      table(
        ["Option", "Default", "Description"],
        cli.options.map((option) => [
          [code(option.flags)],
          [option.default === undefined ? text("") : code(option.default)],
          prose(option.description),
        ]),
      ),
    );
  return out;
}

function partsList(parts: PartsListData): RootContent[] {
  return [
    paragraph(text(`Parts list of ${parts.example} (${parts.total} parts):`)),
    table(
      ["Designators", "Value", "Footprint", "Quantity"],
      parts.rows.map((row) => [
        [text(row.designators.join(", "))],
        [text(row.value)],
        [code(row.footprint)],
        [text(String(row.quantity))],
      ]),
    ),
  ];
}

function fabricationFile(file: FabricationFileData): RootContent[] {
  const lines = [...file.head];
  if (file.tail !== undefined) lines.push("…", file.tail);
  return [
    paragraph(text(`${file.name} (${file.kind}, ${file.totalLines} lines):`)),
    { type: "code", lang: "text", value: lines.join("\n") } satisfies Code,
  ];
}

const admonitionLabels: Record<string, string> = {
  note: "Note",
  tip: "Tip",
  info: "Info",
  warning: "Warning",
  caution: "Warning",
  danger: "Danger",
};

/** What one JSX element becomes in Markdown. */
function fromJsx(node: JsxNode): RootContent[] {
  switch (node.name) {
    case "CircuitPreview": {
      const title = attribute(node, "title");
      return [
        {
          type: "code",
          lang: "tsx",
          meta: title ? `title="${title}"` : undefined,
          value: attribute(node, "code") ?? "",
        },
      ];
    }
    case "PropsTable": {
      const value = data<PropsTableData>(node);
      return value ? propsTable(value) : [];
    }
    case "PinsTable": {
      const value = data<PinsTableData>(node);
      return value ? pinsTable(value) : [];
    }
    case "CliOptions": {
      const value = data<CliOptionsTableData>(node);
      return value ? cliTable(value) : [];
    }
    case "PartsList": {
      const value = data<PartsListData>(node);
      return value ? partsList(value) : [];
    }
    case "FabricationFile": {
      const value = data<FabricationFileData>(node);
      return value ? fabricationFile(value) : [];
    }
    case "FootprintPreview": {
      const footprint = attribute(node, "footprint") ?? "";
      const src = attribute(node, "src");
      return [
        paragraph(
          src
            ? {
                type: "image",
                url: src,
                alt: `PCB footprint ${footprint}`,
              }
            : code(footprint),
        ),
      ];
    }
    case "FootprinterCatalog":
      return [
        paragraph(
          text(
            "The catalogue of footprinter functions is generated from @tscircuit/footprinter; see the web page for it.",
          ),
        ),
      ];
    case "admonition": {
      const type = attribute(node, "type") ?? "note";
      const label = admonitionLabels[type] ?? type;
      return [quote(label, convertChildren(node.children as Nodes[]))];
    }
    default:
      // Layout wrappers (Tabs, details…): keep what they hold.
      return convertChildren(node.children as Nodes[]);
  }
}

function convertChildren(children: Nodes[]): RootContent[] {
  return children.flatMap((child) => convert(child));
}

function quote(label: string, children: RootContent[]): RootContent {
  const lead = text(`${label}: `);
  const first = children[0];
  const body: BlockContent[] =
    first?.type === "paragraph"
      ? [
          { ...first, children: [lead, ...first.children] },
          ...(children.slice(1) as BlockContent[]),
        ]
      : [paragraph(lead), ...(children as BlockContent[])];
  return { type: "blockquote", children: body };
}

function convert(node: Nodes): RootContent[] {
  switch (node.type) {
    case "containerDirective":
      // A `:::name` block the admonition plugin left alone.
      return [
        quote(
          admonitionLabels[node.name] ?? node.name,
          convertChildren(node.children as Nodes[]),
        ),
      ];
    case "leafDirective":
    case "textDirective":
      return convertChildren(node.children as Nodes[]);
    case "mdxjsEsm":
    case "mdxFlowExpression":
    case "mdxTextExpression":
    case "yaml":
      return [];
    case "mdxJsxFlowElement":
    case "mdxJsxTextElement":
      return fromJsx(node);
    default:
      if ("children" in node && node.type !== "root") {
        return [
          {
            ...node,
            children: convertChildren(node.children as Nodes[]),
          } as RootContent,
        ];
      }
      return [node as RootContent];
  }
}

/** Node types that mean something MDX-only survived. */
function leftovers(tree: Root): string[] {
  const found: string[] = [];
  const walk = (node: Nodes) => {
    if (node.type.startsWith("mdx")) found.push(node.type);
    if ("children" in node)
      for (const child of node.children as Nodes[]) walk(child);
  };
  walk(tree);
  return found;
}

export interface PageHead {
  title: string;
  description?: string;
  /** The page's URL, printed under the title. */
  url?: string;
}

/** The Markdown of one page; throws if anything MDX-only would survive. */
export function pageToMarkdown(tree: Root, head: PageHead): string {
  const heading: Heading = {
    type: "heading",
    depth: 1,
    // An element page's title is a tag name: as text it would be raw HTML.
    children: [
      /^<[\w-]+>$/.test(head.title) ? code(head.title) : text(head.title),
    ],
  };
  const intro: RootContent[] = [heading];
  if (head.description)
    intro.push({
      type: "blockquote",
      children: [paragraph(text(head.description))],
    });
  const hasTitle = tree.children.some(
    (node) => node.type === "heading" && node.depth === 1,
  );
  const root: Root = {
    type: "root",
    children: [
      ...(hasTitle ? [] : intro),
      ...convertChildren(tree.children as Nodes[]),
    ],
  };
  const left = leftovers(root);
  if (left.length > 0)
    throw new Error(
      `MDX left in the Markdown: ${[...new Set(left)].join(", ")}`,
    );
  return toMarkdown(root, {
    extensions: [gfmToMarkdown()],
    bullet: "-",
    fences: true,
    rule: "-",
  });
}
