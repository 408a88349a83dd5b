import { href } from "react-router";

/** The editors' one autosave endpoint, for a post or a site content document (the kind in the query, so the role is checked before the body is read). */
export const autosavePath = (kind: "post" | "content") => `${href("/svcs/admin-dashboard/autosave")}?kind=${kind}`;
