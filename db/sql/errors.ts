// What a failed statement says about itself, read the same from postgres.js and PGlite errors (PGlite
// wraps the server's error in `cause` when it comes through Drizzle).

/** Whether the error is a unique-constraint violation (SQLSTATE 23505): someone else wrote the row first. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string; cause?: { code?: string } } | null)?.code ?? (error as { cause?: { code?: string } } | null)?.cause?.code;
  return code === "23505";
}
