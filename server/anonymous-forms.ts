import { href } from "react-router";

/**
 * The anonymous forms: every route whose action a visitor without a session can post to. Each is
 * counted under RATE_LIMITS.anonymousFormPerAddress by the rate-limit gate, before the body is read
 * or anything is stored. A new public form adds its route path here (one line, `:param` segments
 * as the route has them); the form's own, finer limits (per e-mail address, per account) stay in
 * its service.
 *
 * Left out on purpose: the one-click unsubscribe (RFC 8058). Mailbox providers post it from their
 * own servers for many readers at once, so a per-address limit would refuse readers who left; it
 * checks its signed token (one HMAC) before any other work.
 */
export const ANONYMOUS_FORM_ROUTES: string[] = [
  href("/contact"),
  href("/svcs/team/forgot-password"),
  href("/svcs/team/reset-password"),
  href("/svcs/team/two-factor"),
  href("/subscribe"),
  href("/subscribe/confirm"),
  href("/unsubscribe"),
  href("/consultation/book"),
  href("/consultation/booking"),
  "/training/sessions/:sessionId",
  "/training/registration/:token",
  href("/verify"),
];
