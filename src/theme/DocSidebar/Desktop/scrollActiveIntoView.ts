/**
 * Brings the current page's sidebar entry into view when it is below (or
 * above) the sidebar's visible part, as on a page deep in the Elements
 * section. It scrolls the sidebar's own scroll box, never the window, so
 * nothing on the page moves, and does nothing when the entry is in view.
 */
export function scrollActiveIntoView(sidebar: HTMLElement): void {
  const active = sidebar.querySelector<HTMLElement>(
    'a.menu__link--active[aria-current="page"]',
  );
  if (!active) return;
  const box = sidebar.getBoundingClientRect();
  const entry = active.getBoundingClientRect();
  if (box.height === 0) return; // hidden: the phone layout
  if (entry.top >= box.top && entry.bottom <= box.bottom) return;
  // The entry about a third of the way down, with what comes before it.
  sidebar.scrollTop += entry.top - box.top - box.height / 3;
}
