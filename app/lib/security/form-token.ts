/**
 * The form token: a signed double-submit value that lets a client sending neither Origin nor
 * Sec-Fetch-Site (text browsers such as w3m and lynx) submit a form of ours (decision 050). The
 * page that shows the form sets it as a cookie and repeats it in this hidden field.
 */
export const FORM_TOKEN_FIELD = "form_token";
