/**
 * HSA rules fixed by the statute itself (26 U.S.C. §223), not by the yearly revenue procedures:
 * they change only when Congress changes the law, so they are code, not content staff edit.
 */

/** §223(b)(3): account holders who are this old by the end of the tax year may add the catch-up. */
export const CATCH_UP_AGE = 55;

/**
 * Where the catch-up's amount is set: §223(b)(3)(B) fixes it at $1,000 for 2009 and later, not
 * indexed, so the yearly revenue procedures (which set the other limits) do not state it.
 */
export const CATCH_UP_SOURCE = {
  title: "26 U.S.C. §223(b)(3)(B)",
  url: "https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title26-section223&num=0&edition=prelim",
  publisher: "U.S. Code",
  /** Said beside the yearly limits, whose revenue procedure does not set the catch-up. */
  note: "The catch-up amount is set by statute and not adjusted for inflation:",
} as const;
