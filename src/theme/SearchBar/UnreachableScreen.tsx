/**
 * "Unable to fetch results", shown in the DocSearch modal when the search
 * service cannot be reached. DocSearch 3 has this screen, but its
 * autocomplete core resets the status to idle right after an error, so the
 * modal falls back to "No results"; the search bar notices the failed
 * request itself and draws this screen in the modal's result area instead.
 */
import { type ReactNode, useEffect, useState } from "react";
import { createPortal } from "react-dom";

export default function UnreachableScreen({
  modalRoot,
}: {
  modalRoot: HTMLElement;
}): ReactNode {
  const [dropdown, setDropdown] = useState<Element | null>(null);
  useEffect(() => {
    setDropdown(modalRoot.querySelector(".DocSearch-Dropdown"));
    modalRoot.dataset.searchUnreachable = "";
    return () => {
      delete modalRoot.dataset.searchUnreachable;
    };
  }, [modalRoot]);
  if (!dropdown) return null;
  return createPortal(
    <div className="DocSearch-ErrorScreen" role="alert">
      <p className="DocSearch-Title">Unable to fetch results</p>
      <p className="DocSearch-Help">
        You might want to check your network connection.
      </p>
    </div>,
    dropdown,
  );
}
