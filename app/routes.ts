import { layout, route, type RouteConfig } from "@react-router/dev/routes";
import { adminRoutes } from "./routes/admin/routes";
import { apiRoutes } from "./routes/api/routes";
import { blogRoutes, newsletterListRoute } from "./routes/blog/routes";
import { mediaRoutes } from "./routes/media/routes";
import { newsletterEndpointRoutes, newsletterPageRoutes } from "./routes/newsletter/routes";
import { seoRoutes } from "./routes/seo/routes";
import { notFoundRoute, previewTwins, siteRoutes } from "./routes/site/routes";
import { trainingResourceRoutes, trainingRoutes } from "./routes/training/routes";

// One entry per public and admin URL. Each area lists its own routes in routes/<area>/routes.ts.
// Public pages share the site layout (header, footer); the catch-all 404 stays last in it.
export default [
  layout("routes/site/layout.tsx", [
    ...siteRoutes,
    ...blogRoutes,
    ...newsletterPageRoutes,
    ...trainingRoutes,
    route("p/:token", "routes/site/preview-link.tsx"),
    notFoundRoute,
  ]),
  // Staff's preview of every site page with the saved drafts of site content: the same modules under /svcs/preview.
  route("svcs/preview", "routes/site/preview-layout.tsx", previewTwins([...siteRoutes, newsletterListRoute, notFoundRoute])),
  ...adminRoutes,
  ...seoRoutes,
  ...apiRoutes,
  ...mediaRoutes,
  ...newsletterEndpointRoutes,
  ...trainingResourceRoutes,
] satisfies RouteConfig;
