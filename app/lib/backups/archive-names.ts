// What the Backups tab reads of an archive in the browser, apart from archive-format.ts and its zod schemas.

/** An archive encrypted to an age public key: the `age` file format around the .tar.gz. */
export const ENCRYPTED_SUFFIX = ".age";

export function isEncryptedBackupFilename(name: string): boolean {
  return name.endsWith(ENCRYPTED_SUFFIX);
}

/** A table of a restore's dry run: rows its manifest lists, rows its file really holds, rows the database has now. */
export type PlannedTable = { name: string; rows: number; archivedRows: number; currentRows: number };

/** The tables whose file holds another number of rows than the manifest says: such an archive was changed after it was made. */
export function tablesNotMatchingManifest(tables: readonly PlannedTable[]): PlannedTable[] {
  return tables.filter((table) => table.archivedRows !== table.rows);
}
