/**
 * Data attributes that server-rendered markup carries for the enhancement script (app/enhance):
 * one list, shared by the components that write them and the script that reads them.
 */
export const ENHANCE = {
  /** The fixed site header. */
  siteHeader: "data-site-header",
  /** The header's Contact Us link; its data-look follows the header's. */
  contactLink: "data-contact-link",
  /** A header menu (<details>): closed on a choice, an outside press, Escape and focus leaving it. */
  disclosure: "data-disclosure",
  /** The compact menu's <details>: while it is open the header is white. */
  compactMenu: "data-compact-menu",
  /** An audience card's trigger button. */
  popoverTrigger: "data-popover-trigger",
  /** The testimonials carousel and its parts. */
  carousel: "data-carousel",
  carouselSlide: "data-carousel-slide",
  carouselStep: "data-carousel-step",
  carouselDot: "data-carousel-dot",
  /** A post page's article, valued with the post's id (its page views and blog_post_view). */
  blogPost: "data-blog-post-id",
  /** The not-found page: where to go, and after how many milliseconds. */
  redirectTo: "data-redirect-to",
  redirectAfter: "data-redirect-after",
  /** An image replaced by another picture when it fails to load. */
  fallbackSrc: "data-fallback-src",
  /** An image replaced by its next sibling element (initials) when it fails to load. */
  fallbackNext: "data-fallback-next",
  /** The blog's loading status line, with its two messages. */
  navigationStatus: "data-navigation-status",
  /** A toast shown once the page has loaded, and its close button. */
  toast: "data-toast",
  toastClose: "data-toast-close",
  /** The contribution calculator's form, recalculated as the visitor types. */
  calculator: "data-calculator",
  /** Its one-sentence answer (a live region: only its text changes) and the figures under it (replaced). */
  calculatorSummary: "data-calculator-summary",
  /** On the summary: what it says when a recalculation could not reach the server. */
  calculatorFailed: "data-calculator-failed",
  calculatorDetails: "data-calculator-details",
  /** On the figures of a valid answer: the calculator_used goal's parameters as JSON (year and coverage). */
  calculatorGoal: "data-calculator-goal",
  /** A field's error message, valued with the field's name. */
  calculatorError: "data-calculator-error",
  /** On a calculator list's "Choose…" option, which holds an answer the list does not offer: sent as it is, even empty. */
  calculatorUnchosen: "data-calculator-unchosen",
  /** A page whose address carries what the visitor typed: page views and events name its path without the query. */
  bareViewPath: "data-bare-view-path",
  /**
   * A sign-in step's form (app/enhance/sign-in.ts): checked before it is sent. Valued with the
   * message for an empty field as JSON ({ title, description }).
   */
  signInForm: "data-sign-in-form",
  /** On the form: the message for a username that breaks its rule, as JSON ({ title, description }). */
  signInInvalid: "data-sign-in-invalid",
  /** The step's alert box, its title and its text (filled by the server for a refusal, by the script for a missing field). */
  signInAlert: "data-sign-in-alert",
  signInAlertTitle: "data-sign-in-alert-title",
  signInAlertText: "data-sign-in-alert-text",
  /** A username field checked as it is typed; valued with the id of its message. */
  usernameRule: "data-username-rule",
  /** A submit button: valued with what it says while the form is being sent. */
  busyLabel: "data-busy-label",
  /** A password field's show/hide button, sent hidden (it needs the script). */
  passwordToggle: "data-password-toggle",
  /** A <time> the server wrote in UTC: the script words it in the visitor's time zone, the browser's way ("") or as the admin area writes times ("admin"). */
  localTime: "data-local-time",
  /** The booking page's time-zone form: with no zone chosen yet, the script picks the browser's and reloads the times. */
  bookingZone: "data-booking-zone",
} as const;

/** `{ [name]: "" }`, for spreading a value-less data attribute onto an element. */
export const flag = (name: string) => ({ [name]: "" });
