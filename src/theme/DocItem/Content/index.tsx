/**
 * The theme's doc content, with the "Copy page" menu above it. A wrapper,
 * not an ejected copy: the theme's own component renders the content.
 */
import { useDoc } from "@docusaurus/plugin-content-docs/client";
import type { WrapperProps } from "@docusaurus/types";
import CopyPage from "@site/src/components/CopyPage";
import type ContentType from "@theme/DocItem/Content";
import Content from "@theme-original/DocItem/Content";
import type { ReactNode } from "react";

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  const { metadata } = useDoc();
  return (
    <>
      <CopyPage permalink={metadata.permalink} />
      <Content {...props} />
    </>
  );
}
