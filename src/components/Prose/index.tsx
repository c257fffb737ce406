/**
 * Description text with its `backticked` spans shown as code (see
 * ./parts.ts), for the tables that show package texts and ours.
 */
import type { ReactNode } from "react";
import { proseParts } from "./parts";

export default function Prose({ text }: { text: string }): ReactNode {
  return proseParts(text).map((part, index) =>
    part.code ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: parts of a fixed string
      <code key={index}>{part.text}</code>
    ) : (
      part.text
    ),
  );
}
