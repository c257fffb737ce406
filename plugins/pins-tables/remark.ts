/**
 * Fills each `<PinsTable element="diode" />` of a page with the element's
 * pins, compiled at build by the pinned core (see pins.ts), as a JSON
 * string attribute the component renders.
 */
import path from "node:path";
import type { Root } from "mdast";
import { renderingVersions } from "../circuit-previews/cache";
import { jsxElementsNamed, stringAttribute } from "../shared/markdown";
import { ensureImport } from "../shared/mdx-nodes";
import { PinsLoader } from "./load";

export interface RemarkPinsTablesOptions {
  siteDir: string;
  /** How long one compile may take; the circuit previews' validated timeout. */
  timeoutMs?: number;
}

const componentName = "PinsTable";

export default function remarkPinsTables(options: RemarkPinsTablesOptions) {
  const loader = new PinsLoader({
    cacheDir: path.join(options.siteDir, ".generated/cache/pins"),
    cacheKey: JSON.stringify(
      renderingVersions(path.join(options.siteDir, "package-lock.json")),
    ),
    ...(options.timeoutMs === undefined
      ? {}
      : { timeoutMs: options.timeoutMs }),
  });
  return async (tree: Root, file: { path?: string }) => {
    const found = jsxElementsNamed(tree, componentName);
    if (found.length === 0) return;
    const page = path.relative(options.siteDir, file.path ?? "page.mdx");
    for (const node of found) {
      const line = node.position?.start.line ?? 0;
      const element = stringAttribute(node, "element")?.trim();
      if (!element)
        throw new Error(
          `${page}:${line}: <${componentName}> needs an element attribute, e.g. <${componentName} element="diode" />.`,
        );
      let data: Awaited<ReturnType<PinsLoader["load"]>>;
      try {
        data = await loader.load(element);
      } catch (error) {
        throw new Error(`${page}:${line}: ${(error as Error).message}`);
      }
      if (data.pins.length === 0)
        throw new Error(
          `${page}:${line}: <${element}> has no pins in the pinned core; remove the <${componentName}>.`,
        );
      node.attributes = [
        ...node.attributes.filter(
          (attribute) =>
            !(
              attribute.type === "mdxJsxAttribute" && attribute.name === "data"
            ),
        ),
        { type: "mdxJsxAttribute", name: "data", value: JSON.stringify(data) },
      ];
    }
    ensureImport(
      tree as unknown as Parameters<typeof ensureImport>[0],
      componentName,
      "@site/src/components/PinsTable",
    );
  };
}
