/**
 * Code blocks arrive highlighted: the build turns each block into HTML
 * (plugins/code-highlight) and passes it as `highlighted`; our
 * `CodeBlock/Content` shows that HTML, so the browser ships no Prism and
 * tokenizes nothing. The theme's own layout, title, copy and wrap buttons do
 * the rest, fed through the theme's code-block context.
 *
 * The theme's CodeBlock would also render each block twice (once to hydrate,
 * again after mounting, for Prism colours of one colour mode); our colours
 * are CSS variables (src/config/prism.ts), so one render is right in both.
 */
import { useThemeConfig } from "@docusaurus/theme-common";
import {
  CodeBlockContextProvider,
  createCodeBlockMetadata,
} from "@docusaurus/theme-common/internal";
import type { Props } from "@theme/CodeBlock";
import ElementContent from "@theme/CodeBlock/Content/Element";
import CodeBlockLayout from "@theme/CodeBlock/Layout";
import { Children, isValidElement, type ReactNode, useMemo } from "react";
import { HighlightedHtml } from "./highlightedHtml";
import { useWordWrap } from "./useWordWrap";

/** Plain-text children joined into the string the copy button needs. */
function asText(children: ReactNode): ReactNode {
  const parts = Children.toArray(children);
  if (parts.some((part) => isValidElement(part))) return children;
  return parts.join("");
}

function StringCodeBlock({
  code,
  highlighted,
  className,
  metastring,
  language,
  title,
  showLineNumbers,
}: Omit<Props, "children"> & { code: string }): ReactNode {
  const { prism } = useThemeConfig();
  const metadata = useMemo(
    () =>
      createCodeBlockMetadata({
        code,
        className,
        metastring,
        magicComments: prism.magicComments,
        defaultLanguage: prism.defaultLanguage,
        language,
        title,
        showLineNumbers,
      }),
    [code, className, metastring, language, title, showLineNumbers, prism],
  );
  const wordWrap = useWordWrap();
  return (
    <HighlightedHtml.Provider value={highlighted}>
      <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
        <CodeBlockLayout />
      </CodeBlockContextProvider>
    </HighlightedHtml.Provider>
  );
}

export default function CodeBlock({ children, ...props }: Props): ReactNode {
  const content = asText(children);
  return typeof content === "string" ? (
    <StringCodeBlock {...props} code={content} />
  ) : (
    <ElementContent {...props}>{content}</ElementContent>
  );
}
