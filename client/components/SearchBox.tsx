import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { Snippet } from "./Snippet";
import { KIND_LABELS, MAX_QUERY_LENGTH, type SearchAnswer, type SearchResult } from "../data/search";

/** Pause in typing before asking the server, in milliseconds. */
const DEBOUNCE_MS = 250;
/** Shortest query that is worth sending. */
const MIN_LENGTH = 2;
/** Suggestions shown under the box; the full results page has the rest. */
const SHOWN = 6;

type State =
  { status: "idle" } | { status: "loading"; query: string } | { status: "done"; query: string; results: SearchResult[] };

/**
 * The header's search box, part of the header's island (NavMenu). Without JavaScript it is
 * a plain GET form to /search. With it, results appear under the box as the reader types
 * (GET /api/search, debounced), following the WAI-ARIA combobox pattern: Down and Up move
 * through the suggestions (focus stays in the box, `aria-activedescendant` names the chosen
 * one), Enter opens the chosen one or, with none chosen, the full results page, and Escape
 * closes the list from the box or the button and puts focus back in the box.
 *
 * The box keeps its native searchbox role rather than role="combobox": the header's search
 * is found as "the searchbox" by readers' tools and by our tests, with or without script,
 * and a textbox supports every attribute the pattern needs here.
 */
export function SearchBox() {
  // One search box per page (in the header), so fixed ids; useId would differ between the
  // server's render of the whole page and the island's own root.
  const id = "site-search";
  const [query, setQuery] = useState("");
  const [state, setState] = useState<State>({ status: "idle" });
  const [open, setOpen] = useState(false);
  /** Index of the chosen suggestion, -1 for none (typing goes on in the box). */
  const [active, setActive] = useState(-1);
  const rootRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  /** Set when Escape puts focus back in the box, so that focus does not reopen the list. */
  const closedByEscape = useRef(false);

  useEffect(() => {
    const trimmed = query.trim();
    if (trimmed.length < MIN_LENGTH) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      setState({ status: "loading", query: trimmed });
      fetch(`/api/search?q=${encodeURIComponent(trimmed)}`, {
        signal: controller.signal,
        headers: { accept: "application/json" },
      })
        .then((response) =>
          response.ok ? (response.json() as Promise<SearchAnswer>) : Promise.reject(new Error(String(response.status))),
        )
        .then((answer) => {
          setState({ status: "done", query: trimmed, results: answer.results });
          setActive(-1);
        })
        // A failed or aborted lookup leaves the form working as a plain search.
        .catch(() => undefined);
    }, DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  const showing = open && query.trim().length >= MIN_LENGTH && state.status !== "idle";
  const results = state.status === "done" ? state.results : [];
  const shown = results.slice(0, SHOWN);
  const listOpen = showing && shown.length > 0;
  const chosen = listOpen && active >= 0 && active < shown.length ? active : -1;

  const statusText =
    state.status === "loading"
      ? "Searching…"
      : state.status === "done"
        ? results.length
          ? `${results.length} ${results.length === 1 ? "result" : "results"}`
          : `No results for “${state.query}”`
        : "";

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  /** Escape works from anywhere in the form (the box or the button). */
  const onFormKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== "Escape" || !showing) return;
    // Without this, Chromium's search field would also clear what was typed.
    event.preventDefault();
    close();
    if (document.activeElement !== inputRef.current) {
      closedByEscape.current = true;
      inputRef.current?.focus();
    }
  };

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (!shown.length || query.trim().length < MIN_LENGTH) return;
      event.preventDefault();
      const down = event.key === "ArrowDown";
      if (!listOpen) {
        setOpen(true);
        setActive(down ? 0 : shown.length - 1);
        return;
      }
      setActive(down ? (chosen + 1) % shown.length : chosen <= 0 ? shown.length - 1 : chosen - 1);
    } else if (event.key === "Enter" && chosen >= 0) {
      event.preventDefault();
      window.location.assign(shown[chosen]!.url);
    }
  };

  return (
    <form
      ref={rootRef}
      className="site-search"
      role="search"
      action="/search"
      method="get"
      onKeyDown={onFormKeyDown}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
      }}
    >
      <label className="visually-hidden" htmlFor={`${id}-q`}>
        Search the site
      </label>
      <input
        id={`${id}-q`}
        type="search"
        name="q"
        ref={inputRef}
        /* Short enough to fit the box at every width where it shows (the label names it in full). */
        placeholder="Search"
        maxLength={MAX_QUERY_LENGTH}
        autoComplete="off"
        value={query}
        aria-autocomplete="list"
        aria-controls={`${id}-list`}
        aria-activedescendant={chosen >= 0 ? `${id}-option-${chosen}` : undefined}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onInputKeyDown}
        onFocus={() => {
          if (closedByEscape.current) closedByEscape.current = false;
          else setOpen(true);
        }}
      />
      {/* An input, not a button: the page's own forms keep the only submit buttons. */}
      <input type="submit" className="site-search-button" value="Search" />
      {/* Outside the popup, so it is in the page before its text changes and a screen reader hears the count. */}
      <p className="visually-hidden" role="status">
        {showing && state.status === "done" ? statusText : ""}
      </p>
      <div id={`${id}-results`} className="search-popup" hidden={!showing}>
        <p className="search-popup-status">{statusText}</p>
        {/* Each suggestion is a link with the option role, so a click, a middle click and Enter all open it. */}
        <ul id={`${id}-list`} role="listbox" aria-label="Suggestions" hidden={!shown.length}>
          {shown.map((result, index) => (
            <li key={result.url} role="none">
              <a
                id={`${id}-option-${index}`}
                href={result.url}
                role="option"
                aria-selected={index === chosen}
                tabIndex={-1}
                onMouseMove={() => setActive(index)}
              >
                {/* Written out here rather than with the results page's components: every byte of this island is on every page. */}
                <span className="search-kind">
                  {KIND_LABELS[result.kind]}
                  {result.section ? " section" : ""}
                </span>
                <span className="search-popup-title">
                  {result.section ? `${result.title} › ${result.section}` : result.title}
                </span>
                <Snippet parts={result.snippet} />
              </a>
            </li>
          ))}
        </ul>
        {state.status === "done" && results.length > SHOWN ? (
          <p>
            <a href={`/search?q=${encodeURIComponent(state.query)}`}>All {results.length} results</a>
          </p>
        ) : null}
      </div>
    </form>
  );
}
