/**
 * The theme's word-wrap button, marked so that the stylesheet keeps it in
 * sight (src/css/custom.css): the theme shows its code buttons only while
 * the pointer is over the block, so on a phone, and to anyone who does not
 * hover, nothing said that a block had more code off its right edge. The
 * theme renders this button only for a block that scrolls sideways.
 */
import type { Props } from "@theme/CodeBlock/Buttons/WordWrapButton";
import WordWrapButton from "@theme-original/CodeBlock/Buttons/WordWrapButton";
import clsx from "clsx";
import type { ReactNode } from "react";

export default function WordWrapButtonWrapper({ className }: Props): ReactNode {
  return <WordWrapButton className={clsx(className, "code-wrap-button")} />;
}
