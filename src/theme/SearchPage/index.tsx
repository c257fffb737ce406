/**
 * The /search page, our own in place of the theme's (which lists every
 * record as a row: five "Props"/"Examples" headings for one page, a count
 * of records, "Powered by Algolia"). One row per page with a snippet and
 * its best sections as links, a count of pages, and an empty state that
 * says what to try. It queries through the same client as the theme's page
 * (`algoliasearch/lite`, our service or its static fallback, or hosted
 * Algolia), with the theme's hooks for the query string, contextual
 * filters and URLs.
 */
import Head from "@docusaurus/Head";
import Link from "@docusaurus/Link";
import {
  HtmlClassNameProvider,
  PageMetadata,
  useSearchQueryString,
} from "@docusaurus/theme-common";
import {
  useAlgoliaContextualFacetFiltersIfEnabled,
  useAlgoliaThemeConfig,
  useSearchResultUrlProcessor,
} from "@docusaurus/theme-search-algolia/client";
import Heading from "@theme/Heading";
import Layout from "@theme/Layout";
import { liteClient } from "algoliasearch/lite";
import { type ReactNode, useEffect, useMemo, useState } from "react";
import {
  groupHits,
  type PageHit,
  type PageRow,
  snippetsByUrl,
} from "./groupHits";
import { textRuns } from "./highlighted";
import { pageSearchParams, snippetSearchParams } from "./request";
import styles from "./styles.module.css";

type Results =
  | { status: "idle" }
  | { status: "loading"; query: string }
  | { status: "error"; query: string }
  | {
      status: "done";
      query: string;
      rows: PageRow[];
      pageCount: number;
      /** The next page of hits to ask for, or null when all are shown. */
      nextPage: number | null;
      hits: PageHit[];
      textHits: PageHit[];
    };

interface SearchAnswer {
  hits: PageHit[];
  /** The query's text records, for snippets (the second request). */
  textHits?: PageHit[];
  page: number;
  nbPages: number;
  facets?: Record<string, Record<string, number>>;
}

function useSearch(query: string) {
  const {
    algolia: { appId, apiKey, indexName },
  } = useAlgoliaThemeConfig();
  // A new array at every render: kept while its value is the same, or
  // each render would start the search again.
  const currentFilters = useAlgoliaContextualFacetFiltersIfEnabled();
  const filtersKey = JSON.stringify(currentFilters ?? null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the value
  const facetFilters = useMemo(() => currentFilters, [filtersKey]);
  const client = useMemo(() => liteClient(appId, apiKey), [appId, apiKey]);
  const [results, setResults] = useState<Results>({ status: "idle" });

  const fetchPage = useMemo(
    () =>
      async (page: number): Promise<SearchAnswer> => {
        const { results: answers } = await client.search<PageHit>({
          requests: [
            { indexName, ...pageSearchParams(query, page, facetFilters) },
            { indexName, ...snippetSearchParams(query, page, facetFilters) },
          ],
        });
        const [ranked, text] = answers as unknown as [
          SearchAnswer,
          SearchAnswer,
        ];
        return { ...ranked, textHits: text.hits };
      },
    [client, indexName, query, facetFilters],
  );

  useEffect(() => {
    if (!query) {
      setResults({ status: "idle" });
      return;
    }
    let current = true;
    setResults({ status: "loading", query });
    // Typing in the box updates the address; wait for a pause.
    const timer = setTimeout(() => {
      fetchPage(0).then(
        (answer) => {
          if (!current) return;
          const textHits = answer.textHits ?? [];
          const rows = groupHits(answer.hits, snippetsByUrl(textHits));
          const pages = answer.facets?.url_without_anchor;
          setResults({
            status: "done",
            query,
            hits: answer.hits,
            textHits,
            rows,
            pageCount: pages ? Object.keys(pages).length : rows.length,
            nextPage: answer.nbPages > 1 ? 1 : null,
          });
        },
        () => current && setResults({ status: "error", query }),
      );
    }, 300);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [query, fetchPage]);

  const loadMore = () => {
    if (results.status !== "done" || results.nextPage === null) return;
    const { nextPage } = results;
    fetchPage(nextPage).then(
      (answer) =>
        setResults((previous) => {
          if (previous.status !== "done" || previous.query !== query)
            return previous;
          const hits = [...previous.hits, ...answer.hits];
          const textHits = [...previous.textHits, ...(answer.textHits ?? [])];
          return {
            ...previous,
            hits,
            textHits,
            rows: groupHits(hits, snippetsByUrl(textHits)),
            nextPage: answer.nbPages > nextPage + 1 ? nextPage + 1 : null,
          };
        }),
      () => setResults({ status: "error", query }),
    );
  };

  return { results, loadMore };
}

function Text({ value }: { value: string }): ReactNode {
  return textRuns(value).map((run, index) =>
    run.marked ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: runs never reorder
      <mark key={index}>{run.text}</mark>
    ) : (
      run.text
    ),
  );
}

const plainText = (value: string) =>
  textRuns(value)
    .map((run) => run.text)
    .join("");

function ResultRow({ row }: { row: PageRow }): ReactNode {
  const processUrl = useSearchResultUrlProcessor();
  return (
    <li>
      <article className={styles.result}>
        {row.category && (
          <p className={styles.category}>{plainText(row.category)}</p>
        )}
        <Heading as="h2" className={styles.title}>
          <Link to={processUrl(row.url)}>
            <Text value={row.title} />
          </Link>
        </Heading>
        {row.snippet && (
          <p className={styles.snippet}>
            <Text value={row.snippet} />
          </p>
        )}
        {row.sections.length > 0 && (
          <ul className={styles.sections} aria-label="Matching sections">
            {row.sections.map((section) => (
              <li key={section.url}>
                <Link to={processUrl(section.url)}>
                  <Text value={section.heading} />
                </Link>
                {section.snippet && section.snippet !== row.snippet && (
                  <span className={styles.sectionSnippet}>
                    <Text value={section.snippet} />
                  </span>
                )}
              </li>
            ))}
          </ul>
        )}
      </article>
    </li>
  );
}

function Summary({ results }: { results: Results }): ReactNode {
  switch (results.status) {
    case "idle":
      return null;
    case "loading":
      return <p className={styles.summary}>Searching…</p>;
    case "error":
      return (
        <p className={styles.summary}>
          The search did not answer. Check your connection and try again.
        </p>
      );
    case "done":
      if (results.pageCount === 0)
        return (
          <div className={styles.empty}>
            <p className={styles.summary}>
              No pages found for “{results.query}”.
            </p>
            <p>
              Check the spelling, or try fewer or more general words: the name
              of an element such as <code>resistor</code>, a prop such as{" "}
              <code>footprint</code>, or a task such as “autorouting”. You can
              also browse <Link to="/elements">every element</Link>.
            </p>
          </div>
        );
      return (
        <p className={styles.summary}>
          {results.pageCount === 1
            ? "One page found"
            : `${results.pageCount} pages found`}
        </p>
      );
  }
}

function SearchPageContent(): ReactNode {
  const [query, setQuery] = useSearchQueryString();
  const title = query
    ? `Search results for “${query}”`
    : "Search the documentation";
  return (
    <>
      <PageMetadata title={title} />
      <Head>
        <meta name="robots" content="noindex, follow" />
      </Head>
      <main className="container margin-vert--lg">
        <Heading as="h1">{title}</Heading>
        <form onSubmit={(event) => event.preventDefault()}>
          <input
            type="search"
            name="q"
            className={styles.input}
            placeholder="Search docs"
            aria-label="Search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            autoComplete="off"
          />
        </form>
        <SearchResults query={query} />
      </main>
    </>
  );
}

/** Under the Layout, whose providers the contextual filters read. */
function SearchResults({ query }: { query: string }): ReactNode {
  const { results, loadMore } = useSearch(query);
  return (
    <>
      <div aria-live="polite">
        <Summary results={results} />
      </div>
      {results.status === "done" && results.rows.length > 0 && (
        <ol className={styles.results}>
          {results.rows.map((row) => (
            <ResultRow key={row.url} row={row} />
          ))}
        </ol>
      )}
      {results.status === "done" && results.nextPage !== null && (
        <button
          type="button"
          className="button button--secondary"
          onClick={loadMore}
        >
          More results
        </button>
      )}
    </>
  );
}

export default function SearchPage(): ReactNode {
  return (
    <HtmlClassNameProvider className="search-page-wrapper">
      <Layout>
        <SearchPageContent />
      </Layout>
    </HtmlClassNameProvider>
  );
}
