/**
 * A few lines run in every page's head, before any bundle: until the search
 * bar's own shortcuts listen (after hydration), Ctrl/Cmd+K and "/" are
 * remembered here instead of being lost (or opening the browser's own
 * Ctrl+K), and the search bar opens the modal for them once it is ready
 * (src/theme/SearchBar/useSearchShortcuts.ts). The server's CSP allows the
 * script by its hash, like Docusaurus's own inline scripts.
 */
export interface EarlySearchKeys {
  /** Set by the search bar once its own listener is attached. */
  __searchShortcutsReady?: boolean;
  /** A shortcut pressed before that, waiting to open the modal. */
  __searchKeyPending?: boolean;
}

/**
 * The script's text, for a `headTags` entry: plain ES5 in a string, so no
 * compiler can add helpers it would need at run time.
 */
export const earlySearchKeysScript = [
  "(function(){var w=window;",
  "w.addEventListener('keydown',function(e){",
  "if(w.__searchShortcutsReady)return;",
  "var k=(e.key||'').toLowerCase(),t=e.target;",
  "var editing=!!t&&(t.isContentEditable||/^(INPUT|SELECT|TEXTAREA)$/.test(t.tagName));",
  "var commandK=k==='k'&&(e.metaKey||e.ctrlKey);",
  "var slash=k==='/'&&!editing&&!e.metaKey&&!e.ctrlKey&&!e.altKey;",
  "if(commandK||slash){e.preventDefault();w.__searchKeyPending=true;}",
  "});})();",
].join("");
