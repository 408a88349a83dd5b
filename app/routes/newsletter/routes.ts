import { route, type RouteConfigEntry } from "@react-router/dev/routes";

/** The newsletter's public pages, inside the site layout: sign up, confirm from the mail, leave or choose topics. */
export const newsletterPageRoutes: RouteConfigEntry[] = [
  route("subscribe", "routes/newsletter/subscribe.tsx"),
  route("subscribe/confirm", "routes/newsletter/confirm.tsx"),
  route("unsubscribe", "routes/newsletter/unsubscribe.tsx"),
];

/** RFC 8058's one-click unsubscribe: a POST from the mailbox provider, outside every layout. */
export const newsletterEndpointRoutes: RouteConfigEntry[] = [
  route("unsubscribe/one-click", "routes/newsletter/one-click.ts"),
  // A counted link of a newsletter mail (when its send counts clicks): counts, then redirects where the token says.
  route("n/c/:token", "routes/newsletter/click.ts"),
];
