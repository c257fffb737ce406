/**
 * The modal's keyboard shortcuts: Ctrl/Cmd+K toggles it, "/" opens it when
 * no input has focus, Escape closes it, and typing a character while the
 * Search button has focus opens it with that character.
 */
import { type RefObject, useEffect } from "react";
import type { EarlySearchKeys } from "../../config/early-search-keys";

function isEditing(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    ["INPUT", "SELECT", "TEXTAREA"].includes(target.tagName)
  );
}

export function useSearchShortcuts({
  isOpen,
  open,
  close,
  openWith,
  buttonRef,
}: {
  isOpen: boolean;
  open: () => void;
  close: () => void;
  openWith: (key: string) => void;
  buttonRef: RefObject<HTMLButtonElement | null>;
}): void {
  // A shortcut pressed before this listener existed (remembered by the
  // page's early script) opens the modal now.
  useEffect(() => {
    const early = window as Window & EarlySearchKeys;
    early.__searchShortcutsReady = true;
    if (early.__searchKeyPending) {
      early.__searchKeyPending = false;
      open();
    }
  }, [open]);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      const commandK =
        event.key.toLowerCase() === "k" && (event.metaKey || event.ctrlKey);
      if (commandK || (event.key === "Escape" && isOpen)) {
        event.preventDefault();
        if (isOpen) close();
        else if (!document.body.classList.contains("DocSearch--active")) open();
        return;
      }
      if (isOpen || event.metaKey || event.ctrlKey || event.altKey) return;
      if (event.key === "/" && !isEditing(event.target)) {
        event.preventDefault();
        open();
        return;
      }
      const onButton = buttonRef.current === document.activeElement;
      if (onButton && /^[a-z0-9]$/i.test(event.key)) {
        event.preventDefault();
        openWith(event.key);
      }
    }
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [isOpen, open, close, openWith, buttonRef]);
}
