/** Escapes LIKE wildcards so a search box matches literally: "50%" finds "50%", not "50 anything". */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
