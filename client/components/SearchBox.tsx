import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { Snippet } from "./Snippet";
import { KIND_LABELS, MAX_QUERY_LENGTH, type SearchAnswer, type SearchResult } from "../data/search";

/** Pause in typing before asking the server, in milliseconds. */
const DEBOUNCE_MS = 250;
/** Shortest query that is worth sending. */
const MIN_LENGTH = 2;

type State =
  { status: "idle" } | { status: "loading"; query: string } | { status: "done"; query: string; results: SearchResult[] };

/**
 * The header's search box, part of the header's island (NavMenu). Without JavaScript it is
 * a plain GET form to /search. With it, results appear under the box as the reader types
 * (GET /api/search, debounced); Enter still opens the full results page, and Escape closes
 * the list.
 */
export function SearchBox() {
  // One search box per page (in the header), so fixed ids; useId would differ between the
  // server's render of the whole page and the island's own root.
  const id = "site-search";
  const [query, setQuery] = useState("");
  const [state, setState] = useState<State>({ status: "idle" });
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLFormElement>(null);

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
        .then((answer) => setState({ status: "done", query: trimmed, results: answer.results }))
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

  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === "Escape" && open) {
      setOpen(false);
      rootRef.current?.querySelector("input")?.focus();
    }
  };

  const showing = open && query.trim().length >= MIN_LENGTH && state.status !== "idle";
  const results = state.status === "done" ? state.results : [];
  return (
    <form
      ref={rootRef}
      className="site-search"
      role="search"
      action="/search"
      method="get"
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <label className="visually-hidden" htmlFor={`${id}-q`}>
        Search the site
      </label>
      <input
        id={`${id}-q`}
        type="search"
        name="q"
        placeholder="Search tutorials"
        maxLength={MAX_QUERY_LENGTH}
        autoComplete="off"
        value={query}
        aria-controls={`${id}-results`}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
      />
      {/* An input, not a button: the page's own forms keep the only submit buttons. */}
      <input type="submit" className="site-search-button" value="Search" />
      <div id={`${id}-results`} className="search-popup" hidden={!showing}>
        <p className="search-popup-status" aria-live="polite">
          {state.status === "loading"
            ? "Searching…"
            : state.status === "done"
              ? results.length
                ? `${results.length} ${results.length === 1 ? "result" : "results"}`
                : `No results for “${state.query}”`
              : ""}
        </p>
        {results.length ? (
          <ul>
            {results.slice(0, 6).map((result) => (
              <li key={result.url}>
                <a href={result.url}>
                  <span className="search-kind">{KIND_LABELS[result.kind]}</span>
                  <span className="search-popup-title">{result.title}</span>
                </a>
                <Snippet parts={result.snippet} />
              </li>
            ))}
          </ul>
        ) : null}
        {state.status === "done" && results.length > 6 ? (
          <p>
            <a href={`/search?q=${encodeURIComponent(state.query)}`}>All {results.length} results</a>
          </p>
        ) : null}
      </div>
    </form>
  );
}
