/**
 * Stands in for `algoliasearch/lite` inside the theme's search page (see
 * plugins/site-search), so that page queries the same service as the modal.
 */
export { createSiteSearchClient as liteClient } from "./siteSearchClient";
