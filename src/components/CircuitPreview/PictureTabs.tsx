/**
 * The tabs that switch a preview between its pictures.
 *
 * Our own rather than the theme's `Tabs`: that one mounts its tabs a second
 * time right after hydration (so a tab remembered by `groupId` or the query
 * string can replace the server's choice), which rebuilt every preview's
 * tabs and reloaded its picture on each page load. These tabs remember
 * nothing, so the server's markup is the right markup and hydration keeps
 * it. Same classes as the theme's tabs, so Infima styles them the same.
 */
import { ThemeClassNames } from "@docusaurus/theme-common";
import { useScrollPositionBlocker } from "@docusaurus/theme-common/internal";
import clsx from "clsx";
import { type KeyboardEvent, type ReactNode, useRef, useState } from "react";
import styles from "./PictureTabs.module.css";

export interface PictureTab {
  value: string;
  label: string;
  /** Rendered only while its tab is selected. */
  panel: ReactNode;
}

interface Props {
  tabs: readonly PictureTab[];
  defaultValue: string;
  className?: string;
}

export default function PictureTabs({
  tabs,
  defaultValue,
  className,
}: Props): ReactNode {
  const [selected, setSelected] = useState(defaultValue);
  const tabElements = useRef<(HTMLButtonElement | null)[]>([]);
  const { blockElementScrollPositionUntilNextRender } =
    useScrollPositionBlocker();

  const select = (index: number) => {
    const tab = tabElements.current[index];
    const value = tabs[index]?.value;
    if (!tab || value === undefined || value === selected) return;
    // The new picture may be taller or shorter: keep the tab where it was
    // on screen rather than the top of the page.
    blockElementScrollPositionUntilNextRender(tab);
    setSelected(value);
  };

  // Enter and Space press the button; the arrow keys move along the row.
  const onKeyDown = (
    event: KeyboardEvent<HTMLButtonElement>,
    index: number,
  ) => {
    const step =
      event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = (index + step + tabs.length) % tabs.length;
    tabElements.current[next]?.focus();
  };

  return (
    <div
      className={clsx(
        ThemeClassNames.tabs.container,
        "tabs-container",
        styles.container,
      )}
    >
      <div
        role="tablist"
        aria-orientation="horizontal"
        className={clsx("tabs", styles.list, className)}
      >
        {tabs.map((tab, index) => {
          const isSelected = tab.value === selected;
          return (
            <button
              key={tab.value}
              type="button"
              ref={(element) => {
                tabElements.current[index] = element;
              }}
              role="tab"
              aria-selected={isSelected}
              tabIndex={isSelected ? 0 : -1}
              className={clsx(
                "tabs__item",
                styles.tab,
                isSelected && "tabs__item--active",
              )}
              onClick={() => select(index)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div className="margin-top--md">
        {tabs
          .filter((tab) => tab.value === selected)
          .map((tab) => (
            <div key={tab.value} role="tabpanel" className={styles.panel}>
              {tab.panel}
            </div>
          ))}
      </div>
    </div>
  );
}
