/**
 * The navbar search: DocSearch's modal, loaded on first use and talking to
 * the site's own search service (src/search/siteSearchClient.ts) through its
 * `transformSearchClient` prop. Written on `@docsearch/react` and the hooks
 * `@docusaurus/theme-search-algolia/client` exports, because the theme's own
 * SearchBar builds its search client internally and offers no way to point
 * it at another host.
 */
import type {
  DocSearchHit,
  DocSearchModal as DocSearchModalType,
  DocSearchTransformClient,
  InternalDocSearchHit,
  StoredDocSearchHit,
} from "@docsearch/react";
import Head from "@docusaurus/Head";
import Link from "@docusaurus/Link";
import { useHistory } from "@docusaurus/router";
import { useSearchLinkCreator } from "@docusaurus/theme-common";
import {
  mergeFacetFilters,
  useAlgoliaContextualFacetFilters,
  useAlgoliaThemeConfig,
  useSearchResultUrlProcessor,
} from "@docusaurus/theme-search-algolia/client";
import useDocusaurusContext from "@docusaurus/useDocusaurusContext";
import translations from "@theme/SearchTranslations";
import {
  type ComponentProps,
  type ReactNode,
  useCallback,
  useMemo,
  useRef,
  useState,
} from "react";
import { createPortal } from "react-dom";
import "@docsearch/react/style/button";
import "./button.css";
import type { SearchConfig } from "../../config/search";
import { urls } from "../../config/site";
import SearchButton from "./SearchButton";
import UnreachableScreen from "./UnreachableScreen";
import { useSearchShortcuts } from "./useSearchShortcuts";

type Modal = typeof DocSearchModalType;
type ModalProps = ComponentProps<Modal>;

let DocSearchModal: Modal | null = null;
let siteSearch: typeof import("../../search/siteSearchClient") | null = null;

/** The spec's wording for the empty result, over the theme's "No results found for". */
const modalTranslations: ModalProps["translations"] = {
  ...translations.modal,
  noResultsScreen: {
    ...translations.modal?.noResultsScreen,
    noResultsText: "No results for",
  },
};

/**
 * The modal, the search client and their styles load on first use, not with
 * every page.
 */
function loadModal(): Promise<void> {
  if (DocSearchModal) return Promise.resolve();
  return Promise.all([
    import("@docsearch/react/modal"),
    import("../../search/siteSearchClient"),
    import("@docsearch/react/style"),
    import("./styles.css"),
  ]).then(([modal, client]) => {
    DocSearchModal = modal.DocSearchModal;
    siteSearch = client;
  });
}

function Hit({
  hit,
  children,
}: {
  hit: InternalDocSearchHit | StoredDocSearchHit;
  children: ReactNode;
}) {
  return <Link to={hit.url}>{children}</Link>;
}

function SeeAllResults({
  query,
  count,
  onClose,
}: {
  query: string;
  count: number;
  onClose: () => void;
}) {
  const createSearchLink = useSearchLinkCreator();
  return (
    <Link to={createSearchLink(query)} onClick={onClose}>
      {`See all ${count} results`}
    </Link>
  );
}

export default function SearchBar(): ReactNode {
  const { siteMetadata, siteConfig } = useDocusaurusContext();
  const { selfHosted } = siteConfig.customFields?.search as SearchConfig;
  const algolia = useAlgoliaThemeConfig().algolia;
  const history = useHistory();
  const processUrl = useSearchResultUrlProcessor();
  const contextualFilters = useAlgoliaContextualFacetFilters();

  const container = useRef<HTMLDivElement | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>();
  const [unreachable, setUnreachable] = useState(false);

  const searchParameters = useMemo(() => {
    const configured = algolia.searchParameters?.facetFilters ?? [];
    return {
      ...algolia.searchParameters,
      facetFilters: algolia.contextualSearch
        ? mergeFacetFilters(contextualFilters, configured)
        : configured,
    };
  }, [algolia, contextualFilters]);

  const transformSearchClient = useCallback(
    (client: DocSearchTransformClient): DocSearchTransformClient => {
      const siteClient =
        selfHosted && siteSearch
          ? siteSearch.createSiteSearchClient(algolia.appId, algolia.apiKey)
          : client;
      siteClient.addAlgoliaAgent("docusaurus", siteMetadata.docusaurusVersion);
      return {
        transporter: siteClient.transporter,
        addAlgoliaAgent: siteClient.addAlgoliaAgent,
        // The client gives up with a RetryError once every host has failed.
        search: ((...args: Parameters<typeof siteClient.search>) =>
          siteClient.search(...args).then(
            (response) => {
              setUnreachable(false);
              return response;
            },
            (error: unknown) => {
              if ((error as Error | undefined)?.name === "RetryError") {
                setUnreachable(true);
              }
              throw error;
            },
          )) as typeof siteClient.search,
      };
    },
    [selfHosted, algolia.appId, algolia.apiKey, siteMetadata.docusaurusVersion],
  );

  const navigator = useMemo<ModalProps["navigator"]>(
    () => ({
      navigate({ itemUrl }) {
        const external =
          algolia.externalUrlRegex &&
          new RegExp(algolia.externalUrlRegex).test(itemUrl);
        if (external) window.location.href = itemUrl;
        else history.push(itemUrl);
      },
    }),
    [algolia.externalUrlRegex, history],
  );

  const transformItems = useCallback(
    (items: DocSearchHit[]) =>
      items.map((item) => ({ ...item, url: processUrl(item.url) })),
    [processUrl],
  );

  const open = useCallback(() => {
    if (!container.current) {
      container.current = document.createElement("div");
      document.body.insertBefore(container.current, document.body.firstChild);
    }
    loadModal().then(() => setIsOpen(true));
  }, []);

  const close = useCallback(() => {
    setIsOpen(false);
    setUnreachable(false);
    setInitialQuery(undefined);
    buttonRef.current?.focus();
  }, []);

  const openWith = useCallback(
    (key: string) => {
      // The key that opened the modal becomes its first character.
      setInitialQuery(key);
      open();
    },
    [open],
  );

  useSearchShortcuts({ isOpen, open, close, openWith, buttonRef });

  const resultsFooterComponent = useCallback<
    NonNullable<ModalProps["resultsFooterComponent"]>
  >(
    ({ state }) => (
      <SeeAllResults
        query={state.query}
        count={(state.context.nbHits as number | undefined) ?? 0}
        onClose={close}
      />
    ),
    [close],
  );

  return (
    <>
      {!selfHosted && (
        <Head>
          <link
            rel="preconnect"
            href={`https://${algolia.appId}-dsn.algolia.net`}
            crossOrigin="anonymous"
          />
        </Head>
      )}
      <SearchButton
        ref={buttonRef}
        label={translations.button?.buttonText ?? "Search"}
        onIntent={loadModal}
        onClick={open}
      />
      {isOpen &&
        DocSearchModal &&
        container.current &&
        createPortal(
          <DocSearchModal
            appId={algolia.appId}
            apiKey={algolia.apiKey}
            indexName={algolia.indexName}
            placeholder="Search docs"
            searchParameters={searchParameters}
            initialScrollY={window.scrollY}
            initialQuery={initialQuery}
            onClose={close}
            navigator={navigator}
            transformItems={transformItems}
            hitComponent={Hit}
            transformSearchClient={transformSearchClient}
            insights={algolia.insights}
            translations={modalTranslations}
            getMissingResultsUrl={({ query }) =>
              `${urls.docsRepository}/issues/new?title=${encodeURIComponent(`Search finds nothing for "${query}"`)}`
            }
            {...(algolia.searchPagePath ? { resultsFooterComponent } : {})}
          />,
          container.current,
        )}
      {isOpen && unreachable && container.current && (
        <UnreachableScreen modalRoot={container.current} />
      )}
    </>
  );
}
