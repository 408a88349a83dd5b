/**
 * HSA rules fixed by the statute itself (26 U.S.C. §223), not by the yearly revenue procedures:
 * they change only when Congress changes the law, so they are code, not content staff edit.
 */

/** §223(b)(3): account holders who are this old by the end of the tax year may add the catch-up. */
export const CATCH_UP_AGE = 55;
