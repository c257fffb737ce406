/** The public API of the site search service. */

export { SearchError } from "./engine/errors";
export { searchMulti } from "./engine/multi";
export {
  createSearchIndex,
  runSearch,
  type SearchIndex,
  type SearchResponse,
  searchIndex,
} from "./engine/search-index";
export {
  algoliaFrameworkErrors,
  type SearchApiOptions,
  searchApi,
  searchApiPrefix,
} from "./http/search-api";
export { defaultIndexName, loadIndexes } from "./load-index";
export { MissesLog, type MissesLogOptions } from "./misses-log";
export { type ExtractOptions, extractRecords } from "./records/extract-records";
export {
  type ExtractSiteOptions,
  extractSite,
  type SitePage,
} from "./records/extract-site";
export type { DocSearchRecord, Hierarchy } from "./records/types";
export { writeAlgoliaRecords } from "./records/write-records";
