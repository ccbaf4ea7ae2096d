import { ResultTitle } from "../components/ResultTitle";
import { Snippet } from "../components/Snippet";
import { MAX_QUERY_LENGTH, resultLabel, type SearchResult } from "../data/search";

/** /search?q=: a plain form and its results, complete without JavaScript. */
export function SearchPage({ query, results }: { query: string; results: SearchResult[] }) {
  return (
    <div className="container search-page">
      <header className="page-intro">
        <h1>Search</h1>
        <form className="search-form" role="search" action="/search" method="get">
          <label htmlFor="search-page-q">Search tutorials, topic pages and calculators</label>
          <div className="search-row">
            <input
              id="search-page-q"
              type="search"
              name="q"
              defaultValue={query}
              maxLength={MAX_QUERY_LENGTH}
              autoComplete="off"
            />
            <button className="button" type="submit">
              Search
            </button>
          </div>
        </form>
      </header>
      {query ? (
        <section aria-labelledby="search-results-heading">
          <h2 id="search-results-heading" className="search-summary">
            {results.length === 0
              ? `No results for “${query}”`
              : `${results.length} ${results.length === 1 ? "result" : "results"} for “${query}”`}
          </h2>
          {results.length === 0 ? (
            <p>Check the spelling, try fewer words, or a board or part name such as ESP32, relay or MQTT.</p>
          ) : (
            <ol className="search-results">
              {results.map((result) => (
                <li key={result.url}>
                  <p className="search-kind">{resultLabel(result)}</p>
                  <h3>
                    <a href={result.url}>
                      <ResultTitle result={result} />
                    </a>
                  </h3>
                  <Snippet parts={result.snippet} />
                </li>
              ))}
            </ol>
          )}
        </section>
      ) : (
        <p>
          Type a board, a pin, a part, a protocol or a project, for example “esp32 pinout”, “gpio34”, “hc-sr04”, “led resistor” or
          “line follower”.
        </p>
      )}
    </div>
  );
}
