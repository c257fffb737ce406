import flat from "@docusaurus/core/lib/client/flat";
import registry from "@generated/registry";
import routesChunkNames from "@generated/routesChunkNames";
import { matchRoutes, type RouteConfig } from "react-router-config";

/**
 * The registry's loaders of every chunk the routes matching `pathname`
 * render, found as Docusaurus's own prefetch finds them.
 */
export function routeModuleLoaders(
  routes: RouteConfig[],
  pathname: string,
): (() => Promise<unknown>)[] {
  const paths = new Set(
    matchRoutes(routes, pathname).map((match) => match.route.path),
  );
  const chunkNames = Object.entries(routesChunkNames)
    // A key is the route's path and a hash: "/elements/resistor-037".
    .filter(([key]) => paths.has(key.replace(/-[^-]+$/, "")))
    .flatMap(([, chunks]) => Object.values(flat(chunks)));
  return [...new Set(chunkNames)]
    .map((name) => registry[name]?.[0])
    .filter((load) => load !== undefined);
}
