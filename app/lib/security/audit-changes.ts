/** One field's change as the audit log keeps it. */
export type FieldChange = { from: unknown; to: unknown };

/**
 * The fields among `fields` whose values differ between `before` and `after` (a missing side,
 * as for a creation or a deletion, counts as null), so an audit row says exactly what changed.
 */
export function fieldChanges<T extends object>(before: T | null, after: T | null, fields: readonly (keyof T & string)[]): Record<string, FieldChange> {
  const changes: Record<string, FieldChange> = {};
  for (const field of fields) {
    const from = before ? (before[field] ?? null) : null;
    const to = after ? (after[field] ?? null) : null;
    if (from !== to) changes[field] = { from, to };
  }
  return changes;
}
