/**
 * What the theme's word-wrap button needs (`useCodeBlockContext().wordWrap`),
 * measured without blocking. The theme's hook reads each block's scroll
 * width in an effect (a forced layout per block while the page hydrates) and
 * watches hidden tabs and window resizes; a ResizeObserver on the block and
 * its code reports the same changes (a tab shown, a narrower window, wrapping
 * turned on) when the browser has laid the page out anyway.
 */
import {
  type RefObject,
  startTransition,
  useCallback,
  useEffect,
  useRef,
  useState,
} from "react";

export interface WordWrap {
  readonly codeBlockRef: RefObject<HTMLPreElement | null>;
  readonly isEnabled: boolean;
  readonly isCodeScrollable: boolean;
  readonly toggle: () => void;
}

export function useWordWrap(): WordWrap {
  const codeBlockRef = useRef<HTMLPreElement | null>(null);
  const [isEnabled, setIsEnabled] = useState(false);
  const [isCodeScrollable, setIsCodeScrollable] = useState(false);

  useEffect(() => {
    const block = codeBlockRef.current;
    const code = block?.querySelector("code");
    if (!block || !code || typeof ResizeObserver === "undefined") return;
    // A transition: the button can wait for a slice of its own, and the
    // first report comes for every block at once, while the page starts.
    const observer = new ResizeObserver(() => {
      const scrollable = block.scrollWidth > block.clientWidth;
      startTransition(() => setIsCodeScrollable(scrollable));
    });
    observer.observe(block);
    observer.observe(code);
    return () => observer.disconnect();
  }, []);

  const toggle = useCallback(() => {
    const code = codeBlockRef.current?.querySelector("code");
    if (!code) return;
    // Long words and strings wrap too, so a wrapped block never scrolls.
    code.style.whiteSpace = isEnabled ? "" : "pre-wrap";
    code.style.overflowWrap = isEnabled ? "" : "anywhere";
    setIsEnabled(!isEnabled);
  }, [isEnabled]);

  return { codeBlockRef, isEnabled, isCodeScrollable, toggle };
}
