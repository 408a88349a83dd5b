// Apart from the dialog that uses it, which loads when first opened (issue 43): the list reads it with the page.
/** Keyed so the list, which outlives the deleted row, announces the result. */
export const BACKUP_ROW_FETCHER_KEY = "delete-backup";
