// Entry points of @docsearch/react 3 that ship without type declarations.
declare module "@docsearch/react/modal" {
  export { DocSearchModal } from "@docsearch/react";
}
declare module "@docsearch/react/style";
declare module "@docsearch/react/style/button";
