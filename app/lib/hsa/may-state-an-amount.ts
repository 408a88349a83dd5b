/**
 * `MAY_STATE_AN_AMOUNT` (./figures-check) as a PostgreSQL regular expression, for the generated
 * columns that mark the posts and news items the figures check must read (decision 092): the
 * database evaluates it once per write instead of over every published text on each admin Home.
 */
export const MAY_STATE_AN_AMOUNT_SQL = "\\$|&#0*36;|&#x0*24;|&dollar;|dollar|\\yusd\\y";
