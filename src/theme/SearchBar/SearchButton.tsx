/**
 * The navbar's Search button, in DocSearch's markup and classes so that
 * DocSearch's button styles apply. Ours rather than DocSearch's own because
 * `@docsearch/react` ships as one module: importing its button would put the
 * whole modal into the script every page loads.
 */
import {
  forwardRef,
  type ReactNode,
  startTransition,
  useEffect,
  useState,
} from "react";

interface Props {
  label: string;
  onClick: () => void;
  /** Starts loading the modal on the first sign of interest. */
  onIntent: () => void;
}

function isApple(): boolean {
  return /(Mac|iPhone|iPod|iPad)/i.test(navigator.platform);
}

const SearchButton = forwardRef<HTMLButtonElement, Props>(function SearchButton(
  { label, onClick, onIntent },
  ref,
): ReactNode {
  // The key hint depends on the platform, known only in the browser.
  const [modifier, setModifier] = useState<string | null>(null);
  useEffect(
    // A transition: the hint can wait while the page starts.
    () => startTransition(() => setModifier(isApple() ? "⌘" : "Ctrl")),
    [],
  );
  return (
    <button
      ref={ref}
      type="button"
      className="DocSearch DocSearch-Button"
      aria-label={label}
      onClick={onClick}
      onFocus={onIntent}
      onMouseOver={onIntent}
      onTouchStart={onIntent}
    >
      <span className="DocSearch-Button-Container">
        <svg
          className="DocSearch-Search-Icon"
          width="20"
          height="20"
          viewBox="0 0 20 20"
          aria-hidden="true"
        >
          <circle
            cx="8.5"
            cy="8.5"
            r="5.75"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
          />
          <path
            d="M13 13l4.5 4.5"
            stroke="currentColor"
            strokeWidth="1.6"
            strokeLinecap="round"
          />
        </svg>
        <span className="DocSearch-Button-Placeholder">{label}</span>
      </span>
      <span className="DocSearch-Button-Keys">
        {modifier !== null && (
          <>
            <kbd className="DocSearch-Button-Key">{modifier}</kbd>
            <kbd className="DocSearch-Button-Key">K</kbd>
          </>
        )}
      </span>
    </button>
  );
});

export default SearchButton;
