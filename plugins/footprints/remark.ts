/**
 * Remark plugin for MDX pages that show footprints.
 *
 * - `<FootprintPreview footprint="soic8_p1.27mm" />` gets its PCB picture:
 *   the SVG is written under `.generated/static/generated/footprints/` and
 *   the element gains `src`, `width` and `height` attributes. A string that
 *   footprinter rejects fails the build with the file, line and reason.
 * - `<FootprinterCatalog />` gets `data`, the catalog as JSON (and every
 *   example's picture is written); `<FootprinterCatalog view="sizes" />`
 *   gets the passive size codes instead.
 *
 * Use: `remarkPlugins: [[remarkFootprints, { siteDir }]]` in the docs
 * options of docusaurus.config.ts.
 */

import type { Root } from "mdast";
import type { MdxJsxAttribute } from "mdast-util-mdx-jsx";
import {
  type JsxElement,
  jsxElementsNamed,
  stringAttribute,
} from "../shared/markdown";
import {
  type FootprintCatalogData,
  getFootprintCatalog,
  type PassiveSize,
  passiveSizes,
} from "./catalog";
import { loadFootprintLibraries } from "./footprinter";
import { FootprintStringError, writeFootprintAssets } from "./render";

export interface RemarkFootprintsOptions {
  /** Site root, where `.generated/` lives (default: the working directory). */
  siteDir?: string;
}

/** What `<FootprinterCatalog view="sizes" />` shows. */
export interface PassiveSizesData {
  sizes: PassiveSize[];
}

interface MdxFile {
  path?: string;
}

const previewName = "FootprintPreview";
const catalogName = "FootprinterCatalog";

/** Sets string attributes, replacing any the author wrote. */
function setAttributes(
  element: JsxElement,
  values: Record<string, string>,
): void {
  element.attributes = [
    ...element.attributes.filter(
      (attribute) =>
        attribute.type !== "mdxJsxAttribute" || !(attribute.name in values),
    ),
    ...Object.entries(values).map(
      ([name, value]): MdxJsxAttribute => ({
        type: "mdxJsxAttribute",
        name,
        value,
      }),
    ),
  ];
}

function where(file: MdxFile, element: JsxElement): string {
  const start = element.position?.start;
  const place = start ? `:${start.line}:${start.column}` : "";
  return `${file.path ?? "<unknown MDX file>"}${place}`;
}

let catalogJson: string | undefined;
let sizesJson: string | undefined;

function catalogData(): string {
  if (catalogJson === undefined) {
    const { functions, common } = getFootprintCatalog();
    const data: FootprintCatalogData = { common, functions };
    catalogJson = JSON.stringify(data);
  }
  return catalogJson;
}

function sizesData(): string {
  if (sizesJson === undefined) {
    const data: PassiveSizesData = { sizes: passiveSizes() };
    sizesJson = JSON.stringify(data);
  }
  return sizesJson;
}

export default function remarkFootprints(
  options: RemarkFootprintsOptions = {},
) {
  const siteDir = options.siteDir ?? process.cwd();
  return async (tree: Root, file: MdxFile): Promise<void> => {
    const elements = [
      ...jsxElementsNamed(tree, previewName),
      ...jsxElementsNamed(tree, catalogName),
    ];
    if (elements.length === 0) return;
    await loadFootprintLibraries();

    for (const element of elements) {
      if (element.name === previewName) {
        const footprint = stringAttribute(element, "footprint");
        if (!footprint) {
          throw new Error(
            `${where(file, element)}: <${previewName}> needs a footprint string written as a plain attribute, e.g. footprint="soic8".`,
          );
        }
        let written: ReturnType<typeof writeFootprintAssets>;
        try {
          written = writeFootprintAssets(siteDir, [footprint]);
        } catch (error) {
          const reason =
            error instanceof FootprintStringError
              ? error.reason
              : error instanceof Error
                ? error.message
                : String(error);
          throw new Error(
            `${where(file, element)}: <${previewName} footprint="${footprint}">: footprinter cannot draw "${footprint}": ${reason}`,
          );
        }
        const [picture] = written;
        if (!picture) continue;
        setAttributes(element, {
          src: picture.src,
          width: String(picture.width),
          height: String(picture.height),
        });
      } else if (stringAttribute(element, "view") === "sizes") {
        setAttributes(element, { data: sizesData() });
      } else {
        const { functions } = getFootprintCatalog();
        writeFootprintAssets(
          siteDir,
          functions.map((entry) => entry.example),
        );
        setAttributes(element, { data: catalogData() });
      }
    }
  };
}
