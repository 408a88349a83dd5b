/** Subscribers per page of the Subscribers tab. */
export const SUBSCRIBERS_PAGE_SIZE = 50;

/** The columns an import file has, as the tab explains them. */
export const IMPORT_COLUMNS = "email, consented_at, topics (optional, separated by ;), confirmed_at (optional)";
