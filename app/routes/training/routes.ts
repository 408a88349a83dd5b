import { route, type RouteConfigEntry } from "@react-router/dev/routes";

/** The training's public pages, inside the site layout: a session's registration, the registrant's own page, certificate verification. */
export const trainingRoutes: RouteConfigEntry[] = [
  route("training/sessions/:sessionId", "routes/training/session.tsx"),
  route("training/registration/:token", "routes/training/registration.tsx"),
  route("verify", "routes/training/verify.tsx"),
];

/** The certificate's PDF from its holder's mailed link: a file, outside the layout. */
export const trainingResourceRoutes: RouteConfigEntry[] = [route("training/certificate/:token", "routes/training/certificate.ts")];
