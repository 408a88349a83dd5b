/** The frame, which outlives the banner it hides, announces the acknowledgement (AdminShell). */
export const ACKNOWLEDGE_ALERTS_FETCHER_KEY = "acknowledge-security-alerts";
