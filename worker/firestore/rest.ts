import { fromFields, toFields, type Fields } from "./values";

/** How long any one Firestore request may take before it is abandoned. */
export const FIRESTORE_TIMEOUT_MS = 4_000;

/** Firestore said no: `status` is its canonical code, e.g. "NOT_FOUND" or "FAILED_PRECONDITION". */
/**
 * Anything that went wrong asking Firestore. `httpStatus` is its answer's status, or 0 when
 * there was no answer (the connection failed or was reset, or the call timed out: `status`
 * is then UNAVAILABLE or DEADLINE_EXCEEDED, as Firestore's own codes would say).
 */
export class FirestoreError extends Error {
  constructor(
    message: string,
    readonly httpStatus: number,
    readonly status: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = "FirestoreError";
  }
}

/** A call that got no answer, as a FirestoreError. */
function unreachable(error: unknown): FirestoreError {
  const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
  const what = error instanceof Error ? error.message : String(error);
  return new FirestoreError(`Firestore did not answer: ${what}`, 0, timedOut ? "DEADLINE_EXCEEDED" : "UNAVAILABLE", {
    cause: error,
  });
}

export interface FirestoreDocument {
  /** Path below .../documents/, as ./paths.ts builds them. */
  path: string;
  id: string;
  data: Record<string, unknown>;
  createTime?: string;
  updateTime?: string;
}

interface RawDocument {
  name: string;
  fields?: Fields;
  createTime?: string;
  updateTime?: string;
}

/** A structured query as the REST API takes it; see the Firestore REST reference. */
export type StructuredQuery = Record<string, unknown>;

export interface FirestoreOptions {
  projectId: string;
  /** host:port of an emulator, or null for Google's Firestore. */
  emulatorHost: string | null;
  /** The bearer token for the next request. */
  token: () => Promise<string>;
  timeoutMs?: number;
}

/** What must be true of a document for a write to it to apply (Firestore's `Precondition`). */
export type Precondition = { exists: boolean } | { updateTime: string };

/**
 * A write for `commit`: replace a document's fields (or delete it), optionally only if a
 * precondition holds, so a check and its write are one atomic step.
 */
export type DocumentWrite =
  | {
      path: string;
      data: Record<string, unknown>;
      /** Shorthand for `precondition: { exists: false }`. */
      mustNotExist?: boolean;
      precondition?: Precondition;
      /** Fields set to the commit time by the server. */
      serverTimestamps?: string[];
    }
  | { path: string; delete: true; precondition?: Precondition };

/** What Firestore answers a commit: its time, and each written document's new update time (none for deletes). */
export interface CommitResult {
  commitTime: string;
  updateTimes: Array<string | undefined>;
}

/** Firestore statuses that mean "a precondition did not hold": nothing of the commit was applied. */
export const PRECONDITION_STATUSES: ReadonlySet<string> = new Set(["FAILED_PRECONDITION", "ALREADY_EXISTS", "NOT_FOUND"]);

/**
 * The few Firestore REST calls the site makes. Every request carries its own
 * `AbortSignal.timeout`, so a Firestore that never answers costs a reader a few seconds,
 * never a hung request, and nothing else in the isolate inherits that limit.
 */
export class Firestore {
  readonly databaseName: string;
  readonly documentsUrl: string;
  private readonly timeoutMs: number;

  constructor(private readonly options: FirestoreOptions) {
    this.databaseName = `projects/${options.projectId}/databases/(default)`;
    const origin = options.emulatorHost ? `http://${options.emulatorHost}` : "https://firestore.googleapis.com";
    this.documentsUrl = `${origin}/v1/${this.databaseName}/documents`;
    this.timeoutMs = options.timeoutMs ?? FIRESTORE_TIMEOUT_MS;
  }

  /** Runs a query under `parent` ("" for the database root, or a document path). */
  async runQuery(parent: string, structuredQuery: StructuredQuery): Promise<FirestoreDocument[]> {
    return (await this.runQueryAt(parent, structuredQuery)).documents;
  }

  /**
   * A query with the time Firestore read at (`readTime`, RFC 3339; null only if the answer
   * carried none): every write committed before that time is in the answer.
   */
  async runQueryAt(
    parent: string,
    structuredQuery: StructuredQuery,
  ): Promise<{ documents: FirestoreDocument[]; readTime: string | null }> {
    const url = parent ? `${this.documentsUrl}/${encodePath(parent)}:runQuery` : `${this.documentsUrl}:runQuery`;
    const results = (await this.call(url, { structuredQuery })) as Array<{ document?: RawDocument; readTime?: string }>;
    return {
      documents: results.flatMap((result) => (result.document ? [this.toDocument(result.document)] : [])),
      readTime: results.find((result) => result.readTime)?.readTime ?? null,
    };
  }

  /**
   * How many documents a query matches, counted by Firestore (billed as one read per up to
   * 1,000 index entries, not per document), with the time it counted at.
   */
  async countAt(parent: string, structuredQuery: StructuredQuery): Promise<{ count: number; readTime: string | null }> {
    const url = parent
      ? `${this.documentsUrl}/${encodePath(parent)}:runAggregationQuery`
      : `${this.documentsUrl}:runAggregationQuery`;
    const results = (await this.call(url, {
      structuredAggregationQuery: { structuredQuery, aggregations: [{ alias: "n", count: {} }] },
    })) as Array<{ result?: { aggregateFields?: { n?: { integerValue?: string } } }; readTime?: string }>;
    const answer = results.find((result) => result.result);
    const count = Number(answer?.result?.aggregateFields?.n?.integerValue ?? NaN);
    if (!Number.isFinite(count)) throw new FirestoreError("Firestore's count answer carried no count", 200, "UNKNOWN");
    return { count, readTime: results.find((result) => result.readTime)?.readTime ?? null };
  }

  /**
   * One document, or null when Firestore says that document does not exist. Uses batchGet,
   * whose answer tells a missing document apart from every failure (a missing database,
   * a wrong project), which a plain GET's 404 does not.
   */
  async getDocument(path: string): Promise<FirestoreDocument | null> {
    const [document] = await this.getDocuments([path]);
    if (document === undefined) throw new FirestoreError("Firestore's batchGet answer named no document", 200, "UNKNOWN");
    return document;
  }

  /** Several documents in one request, in the order asked; null where one does not exist. */
  async getDocuments(paths: string[]): Promise<Array<FirestoreDocument | null>> {
    if (paths.length === 0) return [];
    const names = paths.map((path) => `${this.databaseName}/documents/${path}`);
    const results = (await this.call(`${this.documentsUrl}:batchGet`, { documents: names })) as Array<{
      found?: RawDocument;
      missing?: string;
    }>;
    const byName = new Map<string, FirestoreDocument | null>();
    for (const result of results) {
      if (result.found) byName.set(result.found.name, this.toDocument(result.found));
      else if (result.missing) byName.set(result.missing, null);
    }
    return names.flatMap((name) => (byName.has(name) ? [byName.get(name)!] : []));
  }

  /** Applies the writes atomically: all of them, or none when any precondition fails. */
  async commit(writes: DocumentWrite[]): Promise<CommitResult> {
    const answer = (await this.call(`${this.documentsUrl}:commit`, {
      writes: writes.map((write) => {
        const name = `${this.databaseName}/documents/${write.path}`;
        const precondition = write.precondition ?? ("mustNotExist" in write && write.mustNotExist ? { exists: false } : null);
        const currentDocument = precondition ? { currentDocument: precondition } : {};
        if ("delete" in write) return { delete: name, ...currentDocument };
        return {
          update: { name, fields: toFields(write.data) },
          ...currentDocument,
          ...(write.serverTimestamps?.length
            ? { updateTransforms: write.serverTimestamps.map((fieldPath) => ({ fieldPath, setToServerValue: "REQUEST_TIME" })) }
            : {}),
        };
      }),
    })) as { commitTime?: string; writeResults?: Array<{ updateTime?: string }> };
    // Versions come from Firestore's clock only: an answer without its commit time is not one.
    if (!answer.commitTime) throw new FirestoreError("Firestore's commit answer carried no commitTime", 200, "UNKNOWN");
    const commitTime = answer.commitTime;
    return { commitTime, updateTimes: (answer.writeResults ?? []).map((result) => result.updateTime) };
  }

  /** Deletes a document (a missing one is not an error). */
  async deleteDocument(path: string): Promise<void> {
    await this.commit([{ path, delete: true }]);
  }

  private async call(url: string, body: unknown): Promise<unknown> {
    const authorization = `Bearer ${await this.options.token()}`;
    let response: Response;
    let text: string;
    try {
      response = await fetch(url, {
        method: "POST",
        headers: { "content-type": "application/json", authorization },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      // No answer (a reset connection, a timeout): one kind of error, whatever the runtime throws.
      throw unreachable(error);
    }
    if (!response.ok) throw errorFrom(response.status, text);
    try {
      return JSON.parse(text) as unknown;
    } catch (error) {
      throw new FirestoreError(`Firestore's answer was not JSON: ${text.slice(0, 200)}`, response.status, "UNKNOWN", {
        cause: error,
      });
    }
  }

  private toDocument(raw: RawDocument): FirestoreDocument {
    const path = raw.name.slice(raw.name.indexOf("/documents/") + "/documents/".length);
    return {
      path,
      id: path.slice(path.lastIndexOf("/") + 1),
      data: fromFields(raw.fields ?? {}),
      createTime: raw.createTime,
      updateTime: raw.updateTime,
    };
  }
}

function encodePath(path: string): string {
  return path.split("/").map(encodeURIComponent).join("/");
}

/** Firestore's error bodies are `{error}` or, from streaming calls, `[{error}]`. */
function errorFrom(httpStatus: number, text: string): FirestoreError {
  let status = "UNKNOWN";
  let message = text.slice(0, 500);
  try {
    const parsed = JSON.parse(text) as unknown;
    const error = (Array.isArray(parsed) ? parsed[0] : parsed) as { error?: { status?: string; message?: string } } | undefined;
    status = error?.error?.status ?? status;
    message = error?.error?.message ?? message;
  } catch {
    // Not JSON (a proxy's error page): keep the text.
  }
  return new FirestoreError(`Firestore answered ${httpStatus} ${status}: ${message}`, httpStatus, status);
}
