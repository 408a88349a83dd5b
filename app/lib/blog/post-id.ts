const STORED_POST_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-5][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** A post id counts as a stored post only if it is a UUID of versions 1-5; anything else is a legacy or built-in id. */
export function isStoredPostId(id: string): boolean {
  return STORED_POST_ID.test(id);
}
