/**
 * Client module: tells components whether the page is still being hydrated.
 * `onRouteDidUpdate` first runs in the commit that finishes hydrating the
 * first page; anything rendered after it is rendered in the browser, with
 * no server HTML to keep.
 */
import type { ClientModule } from "@docusaurus/types";

let hydrated = false;

/** True while React hydrates the server's HTML of the first page. */
export function isHydrating(): boolean {
  return typeof window !== "undefined" && !hydrated;
}

const clientModule: ClientModule = {
  onRouteDidUpdate() {
    hydrated = true;
  },
};

export default clientModule;
