import { index, route, type RouteConfigEntry } from "@react-router/dev/routes";

export const siteRoutes: RouteConfigEntry[] = [
  index("routes/site/home.tsx"),
  route("team", "routes/site/team.tsx"),
  route("contact", "routes/site/contact.tsx"),
  route("contact/thank-you", "routes/site/contact-thanks.tsx"),
  route("aphsa", "routes/site/aphsa.tsx"),
  route("services/:type", "routes/site/service.tsx"),
  route("training/overview", "routes/site/training-overview.tsx"),
  route("training/:type", "routes/site/training.tsx"),
  route("resources", "routes/site/resources.tsx"),
  route("resources/hdhp-amounts", "routes/site/hdhp-amounts.tsx"),
  route("resources/contribution-calculator", "routes/site/contribution-calculator.tsx"),
  route("resources/:resourceType", "routes/site/resource.tsx"),
  route("irs-treasury-rules-regulations", "routes/site/irs-treasury-rules.tsx"),
  route("hsa-legislation", "routes/site/hsa-legislation.tsx"),
  route("terms-of-service", "routes/site/terms-of-service.tsx"),
  route("privacy-policy", "routes/site/privacy-policy.tsx"),
  route("search", "routes/site/search.tsx"),
  route("consultation/book", "routes/site/booking/book.tsx"),
  route("consultation/booked", "routes/site/booking/booked.tsx"),
  route("consultation/booking", "routes/site/booking/manage.tsx"),
];

/** Any other address: the not-found page (last, after every other route of its layout). */
export const notFoundRoute: RouteConfigEntry = route("*", "routes/site/not-found.tsx");

/** The same pages again under the preview layout, each with its own route id (a module may be mounted twice, never under one id). */
export function previewTwins(routes: RouteConfigEntry[]): RouteConfigEntry[] {
  return routes.map((entry) => ({ ...entry, id: `preview/${entry.id ?? entry.file.replace(/\.tsx?$/, "")}` }));
}
