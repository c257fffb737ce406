/**
 * The footprint function catalog, from data the footprints remark plugin
 * (plugins/footprints/remark.ts) puts in the `data` attribute at build time:
 *
 * - `<FootprinterCatalog />`: the options every function takes, a filter,
 *   then one section per function (its `h3` id is the function name, so
 *   `#soic` links work) with an example string, its picture and a table of
 *   its parameters.
 * - `<FootprinterCatalog view="sizes" />`: the passive size codes.
 *
 * Everything is rendered on the server; the only script is the filter,
 * which hides sections whose name does not match. What the filter never
 * changes (each section's heading, picture and table, and the common
 * options) is StaticMarkup: hydrating the page's ~8,000 elements one by one
 * was the largest task of its load.
 */

import Heading from "@theme/Heading";
import {
  type CSSProperties,
  memo,
  type ReactNode,
  useEffect,
  useId,
  useMemo,
  useState,
} from "react";
import type {
  FootprintCatalogData,
  FootprintEntry,
  FootprintParam,
} from "../../../plugins/footprints/catalog";
import type { PassiveSizesData } from "../../../plugins/footprints/remark";
import FootprintPreview from "../FootprintPreview";
import Prose from "../Prose";
import StaticMarkup from "../StaticMarkup";
import { filterFunctions, filterStatus, shownNames } from "./filter";
import styles from "./styles.module.css";

interface Props {
  /** JSON written by the remark plugin. */
  data?: string;
  view?: "functions" | "sizes";
}

export default function FootprinterCatalog({ data, view }: Props): ReactNode {
  if (!data) {
    throw new Error(
      "<FootprinterCatalog> has no data: the footprints remark plugin (plugins/footprints/remark.ts) adds it at build time.",
    );
  }
  return view === "sizes" ? <SizeTable json={data} /> : <Catalog json={data} />;
}

function NoValue({ label }: { label: string }): ReactNode {
  return (
    <>
      <span aria-hidden="true">–</span>
      <span className={styles.visuallyHidden}>{label}</span>
    </>
  );
}

function ParamRows({ params }: { params: FootprintParam[] }): ReactNode {
  return params.map((param) => (
    <tr key={param.key}>
      <th scope="row">
        <code>{param.key}</code>
      </th>
      <td>
        <DefaultValue param={param} />
      </td>
      <td className={styles.meaning}>
        {param.meaning ? (
          <Prose text={param.meaning} />
        ) : (
          <NoValue label="not described" />
        )}
      </td>
    </tr>
  ));
}

/** The default, and the example's own value where the example sets the key. */
function DefaultValue({ param }: { param: FootprintParam }): ReactNode {
  const fallback =
    param.default === undefined ? (
      <NoValue label="no default" />
    ) : (
      <code>{param.default}</code>
    );
  if (param.example === undefined) return fallback;
  return (
    <>
      <code>{param.example}</code> in the example
      <span className={styles.note}>
        {param.default === undefined ? (
          "no default"
        ) : (
          <>
            <code>{param.default}</code> when left out
          </>
        )}
      </span>
    </>
  );
}

/** A table in a box that scrolls sideways when the page is narrower. */
function ParamTable({
  caption,
  params,
}: {
  caption: string;
  params: FootprintParam[];
}): ReactNode {
  return (
    <section
      className={`${styles.scroll} scroll-shadows`}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: lets keyboard users scroll a wide table
      tabIndex={0}
      aria-label={`${caption}, scrollable`}
    >
      <table className={styles.params}>
        <caption className={styles.visuallyHidden}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Key</th>
            <th scope="col">Default</th>
            <th scope="col">Meaning</th>
          </tr>
        </thead>
        <tbody>
          <ParamRows params={params} />
        </tbody>
      </table>
    </section>
  );
}

const FunctionSection = memo(function FunctionSection({
  entry,
  hidden,
}: {
  entry: FootprintEntry;
  hidden: boolean;
}): ReactNode {
  return (
    <section
      className={styles.function}
      hidden={hidden}
      aria-labelledby={entry.name}
      // Read by the stylesheet to estimate the height of a section not drawn yet.
      style={{ "--rows": entry.params.length } as CSSProperties}
    >
      {/* The filter only toggles `hidden`: what is inside never changes. */}
      <StaticMarkup>
        <Heading as="h3" id={entry.name}>
          {entry.name}
        </Heading>
        <p>
          Example: <code>{entry.example}</code>
          {entry.sizes ? (
            <>
              {" "}
              · size codes{" "}
              {entry.sizes.map((size, index) => (
                <span key={size}>
                  {index > 0 ? ", " : null}
                  <code>{size}</code>
                </span>
              ))}
            </>
          ) : null}
        </p>
        <div className={styles.body}>
          <FootprintPreview
            className={styles.picture}
            caption={false}
            footprint={entry.example}
            src={entry.svgFile}
            width={300}
            height={200}
          />
          {entry.params.length > 0 ? (
            <ParamTable
              caption={`Parameters of ${entry.name}`}
              params={entry.params}
            />
          ) : (
            <p>No options of its own: only the ones every function accepts.</p>
          )}
        </div>
      </StaticMarkup>
    </section>
  );
});

/**
 * A link to a function (`#qfn`) lands on its section once the sections
 * around it are drawn: until then each takes an estimated height
 * (content-visibility), so the browser's first jump can end a section or
 * two away. Runs once, after hydration, and only if the heading is not in
 * view by then.
 */
function useLandOnLinkedFunction(names: readonly string[]): void {
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (!names.includes(id)) return;
    const heading = document.getElementById(id);
    if (!heading) return;
    const { top, bottom } = heading.getBoundingClientRect();
    if (top < 0 || bottom > window.innerHeight) heading.scrollIntoView();
  }, [names]);
}

function Catalog({ json }: { json: string }): ReactNode {
  const catalog = useMemo(
    () => JSON.parse(json) as FootprintCatalogData,
    [json],
  );
  const names = useMemo(
    () => catalog.functions.map((entry) => entry.name),
    [catalog],
  );
  useLandOnLinkedFunction(names);
  const [query, setQuery] = useState("");
  const inputId = useId();
  const statusId = useId();
  const total = catalog.functions.length;
  const result = useMemo(
    () => filterFunctions(query, catalog.functions),
    [query, catalog],
  );
  const shown = shownNames(result);

  return (
    <div className={styles.catalog}>
      <Heading as="h3" id="options-for-every-function">
        Options for every function
      </Heading>
      <StaticMarkup>
        <ParamTable
          caption="Options every footprint function accepts"
          params={catalog.common}
        />
      </StaticMarkup>
      <div className={styles.filter}>
        <label htmlFor={inputId}>Filter functions by name</label>
        <input
          id={inputId}
          className={styles.input}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder="e.g. sot"
          autoComplete="off"
          spellCheck={false}
          aria-describedby={statusId}
        />
        <p id={statusId} className={styles.status} aria-live="polite">
          {filterStatus(query, result, total)}
        </p>
      </div>
      {catalog.functions.map((entry) => (
        <FunctionSection
          key={entry.name}
          entry={entry}
          hidden={shown !== null && !shown.has(entry.name)}
        />
      ))}
    </div>
  );
}

function SizeTable({ json }: { json: string }): ReactNode {
  const { sizes } = useMemo(() => JSON.parse(json) as PassiveSizesData, [json]);
  const sorted = [...sizes].sort((a, b) => a.padPitch - b.padPitch);
  return (
    <section
      className={`${styles.scroll} scroll-shadows`}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: lets keyboard users scroll a wide table
      tabIndex={0}
      aria-label="Passive size codes and their pads, scrollable"
    >
      <table className={styles.sizes}>
        <caption className={styles.visuallyHidden}>
          Passive size codes and their pads
        </caption>
        <thead>
          <tr>
            <th scope="col">Imperial code</th>
            <th scope="col">Metric code</th>
            <th scope="col">Pad pitch (mm)</th>
            <th scope="col">Pad width × height (mm)</th>
            <th scope="col">Strings</th>
          </tr>
        </thead>
        <tbody>
          {sorted.map((size) => (
            <tr key={size.imperial}>
              <th scope="row">
                <code>{size.imperial}</code>
              </th>
              <td>
                <code>{size.metric}</code>
              </td>
              <td>{size.padPitch}</td>
              <td>
                {size.padWidth} × {size.padHeight}
              </td>
              <td>
                <code>res{size.imperial}</code> or{" "}
                <code>res{size.metric}_metric</code>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
