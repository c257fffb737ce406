/**
 * The /elements page: every element of the Elements section with its
 * one-line description, grouped as the sidebar is, generated at build from
 * the element pages' front matter and the props types of `@tscircuit/props`.
 */
import path from "node:path";
import type { LoadContext, Plugin } from "@docusaurus/types";
import {
  elementTypes,
  namespaceElementTypes,
  untypedElements,
} from "../props-tables/elements";
import { elementsIndex, type IndexGroup } from "./entries";
import { elementGroups } from "./groups";
import { readElementPages, readReferencePages } from "./read-pages";

export default function elementsIndexPlugin(
  context: LoadContext,
): Plugin<IndexGroup[]> {
  const pagesDir = path.join(context.siteDir, "docs/elements");
  return {
    name: "elements-index",
    getPathsToWatch: () => [path.join(context.siteDir, "docs/**/*.mdx")],
    async loadContent() {
      return elementsIndex(elementGroups, {
        pages: readElementPages(pagesDir),
        propsTypes: {
          ...elementTypes,
          ...untypedElements,
          ...namespaceElementTypes,
        },
        references: readReferencePages(path.join(context.siteDir, "docs")),
      });
    },
    async contentLoaded({ content, actions }) {
      const groups = await actions.createData(
        "elements-index.json",
        JSON.stringify(content),
      );
      actions.addRoute({
        path: "/elements",
        exact: true,
        component: path.join(__dirname, "ElementsIndexPage/index.tsx"),
        modules: { groups },
      });
    },
  };
}
