// The build-time highlighted HTML our CodeBlock takes (src/theme/CodeBlock).
declare module "@theme/CodeBlock" {
  export interface Props {
    readonly highlighted?: string;
  }
}
export {};
