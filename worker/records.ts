/** A plain object read from Firestore, as opposed to an array, null or a scalar. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
