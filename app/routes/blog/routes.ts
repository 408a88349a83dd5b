import { route, type RouteConfigEntry } from "@react-router/dev/routes";

/** The list at its canonical address: also previewed with the saved drafts of site content (its search title and description, the footer). */
export const newsletterListRoute: RouteConfigEntry = route("newsletter", "routes/blog/list.tsx", { id: "blog-list-newsletter" });

// Inside the site layout. /newsletter and /blog show the same list; /blog/{id} is the old address.
export const blogRoutes: RouteConfigEntry[] = [
  newsletterListRoute,
  route("blog", "routes/blog/list.tsx", { id: "blog-list-blog" }),
  route("newsletter/:slug", "routes/blog/post.tsx"),
  route("blog/:postId", "routes/blog/legacy-post.tsx"),
  // Staff's preview of a draft, in the public layout; the admin guard protects it, /svcs keeps it out of the page cache.
  route("svcs/admin-dashboard/posts/:postId/preview", "routes/blog/post-preview.tsx"),
];
