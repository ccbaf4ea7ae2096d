/** Tries `work` up to `tries` times, then throws its last error: nothing is silently dropped. */
export async function withRetries<T>(what: string, work: () => Promise<T>, tries = 3): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= tries) throw error;
      console.warn(`${what} failed (try ${attempt} of ${tries}); trying again`, error);
    }
  }
}
