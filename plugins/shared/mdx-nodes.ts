/**
 * Builders for the MDX syntax-tree nodes our remark plugins insert: an import
 * at the top of a page, and a JSX element with string attributes.
 */

interface MdxNode {
  type: string;
  [key: string]: unknown;
}

/** `import Name from "source";`, with the estree MDX compiles from. */
export function importDefault(name: string, source: string): MdxNode {
  return {
    type: "mdxjsEsm",
    value: `import ${name} from ${JSON.stringify(source)};`,
    data: {
      estree: {
        type: "Program",
        sourceType: "module",
        body: [
          {
            type: "ImportDeclaration",
            specifiers: [
              {
                type: "ImportDefaultSpecifier",
                local: { type: "Identifier", name },
              },
            ],
            source: {
              type: "Literal",
              value: source,
              raw: JSON.stringify(source),
            },
          },
        ],
      },
    },
  };
}

export function jsxElement(
  name: string,
  attributes: Record<string, string | undefined>,
): MdxNode {
  return {
    type: "mdxJsxFlowElement",
    name,
    attributes: Object.entries(attributes)
      .filter((entry): entry is [string, string] => entry[1] !== undefined)
      .map(([key, value]) => ({ type: "mdxJsxAttribute", name: key, value })),
    children: [],
  };
}

/** Adds the import once per page, before the first node. */
export function ensureImport(
  tree: { children: MdxNode[] },
  name: string,
  source: string,
): void {
  const present = tree.children.some(
    (node) =>
      node.type === "mdxjsEsm" &&
      typeof node.value === "string" &&
      node.value.includes(`import ${name} from`),
  );
  if (!present) tree.children.unshift(importDefault(name, source));
}
