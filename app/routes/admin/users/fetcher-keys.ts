// Apart from the dialog that uses it, which loads when first opened (issue 43): the list reads it with the page.
/** Keyed so the list, which outlives the deleted row, can announce the result. */
export const DELETE_FETCHER_KEY = "delete-user";
