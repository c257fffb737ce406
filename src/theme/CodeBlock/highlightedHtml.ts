/**
 * The build-time highlighted HTML of the code block being rendered, passed
 * from our `CodeBlock` to our `CodeBlock/Content` past the theme's layout.
 */
import { createContext } from "react";

export const HighlightedHtml = createContext<string | undefined>(undefined);
