/** Collects phases of a request for the Server-Timing header. */
export class Timing {
  private readonly entries: string[] = [];

  async measure<T>(name: string, work: () => Promise<T>): Promise<T> {
    const start = performance.now();
    try {
      return await work();
    } finally {
      this.add(name, performance.now() - start);
    }
  }

  add(name: string, durationMs: number, description?: string): void {
    const desc = description ? `;desc="${description.replace(/["\\]/g, "")}"` : "";
    this.entries.push(`${name};dur=${durationMs.toFixed(1)}${desc}`);
  }

  header(): string {
    return this.entries.join(", ");
  }
}
