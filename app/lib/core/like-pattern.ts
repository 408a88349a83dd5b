/** A `like` pattern matching `term` anywhere: the words typed, never wildcards hidden in them. */
export function containing(term: string): string {
  return `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
