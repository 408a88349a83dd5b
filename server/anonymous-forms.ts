import { href } from "react-router";

/**
 * The anonymous forms: every route whose action a visitor without a session can post to. Each is
 * counted under RATE_LIMITS.anonymousFormPerAddress by the rate-limit gate, before the body is read
 * or anything is stored. A new public form adds its route path here (one line); the form's own,
 * finer limits (per e-mail address, per account) stay in its service.
 */
export const ANONYMOUS_FORM_ROUTES: string[] = [
  href("/contact"),
  href("/svcs/team/forgot-password"),
  href("/svcs/team/reset-password"),
  href("/svcs/team/two-factor"),
];
