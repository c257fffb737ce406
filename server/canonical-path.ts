/**
 * The site's canonical URLs have no `.html`, no `/index.html` and no trailing
 * slash (`trailingSlash: false` in the Docusaurus config). Returns where a
 * non-canonical path should be redirected, or null when it is canonical.
 */
export function canonicalRedirect(url: string): string | null {
  const queryStart = url.search(/[?#]/);
  const pathname = queryStart === -1 ? url : url.slice(0, queryStart);
  const rest = queryStart === -1 ? "" : url.slice(queryStart);

  let canonical = pathname
    .replace(/\/index\.html$/, "/")
    .replace(/\.html$/, "");
  if (canonical.length > 1) canonical = canonical.replace(/\/+$/, "");
  if (canonical === "") canonical = "/";
  // `//host` would be read by browsers as another origin.
  canonical = canonical.replace(/^\/{2,}/, "/");

  return canonical === pathname ? null : canonical + rest;
}

/**
 * Where a moved page now lives (`moved` maps old paths to new ones), with
 * the query and hash kept; null when the path has not moved.
 */
export function movedPageRedirect(
  url: string,
  moved: ReadonlyMap<string, string>,
): string | null {
  const queryStart = url.search(/[?#]/);
  const pathname = queryStart === -1 ? url : url.slice(0, queryStart);
  const rest = queryStart === -1 ? "" : url.slice(queryStart);
  const target =
    moved.get(pathname) ??
    moved.get(pathname.replace(/(\/index)?\.html$|\/+$/, ""));
  return target ? target + rest : null;
}
