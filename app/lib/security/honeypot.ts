/** Name of the hidden field bots fill in (spec section 5). */
export const HONEYPOT_FIELD = "website_url";
export const HONEYPOT_REFUSED = "Your submission could not be accepted.";
