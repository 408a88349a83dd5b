/** Name of the hidden field only bots fill in; a submission that fills it is treated as a bot's. */
export const HONEYPOT_FIELD = "website_url";
export const HONEYPOT_REFUSED = "Your submission could not be accepted.";
