/**
 * What the server answers a refused consultation request with: the rules' messages at the field at
 * fault, and the refusals of the whole request. They belong to the rules that raise them (the
 * form's visible texts are site content, app/content/consultation-form.ts).
 */
export const LEAD_MESSAGES = {
  nameRequired: "Please enter your name.",
  nameLong: (max: number) => `Your name must be at most ${max} characters.`,
  emailInvalid: "Please enter a valid email address",
  emailLong: "Email address is too long",
  organisationRequired: "Please enter the name of your organisation.",
  organisationLong: (max: number) => `The organisation's name must be at most ${max} characters.`,
  organisationTypeInvalid: "Choose the kind of organisation you work for.",
  topicInvalid: "Choose what you would like to discuss.",
  messageRequired: "Please tell us how we can help.",
  messageLong: (max: number) => `Your message must be at most ${max.toLocaleString("en-US")} characters.`,
  consentRequired: "Please agree to be contacted, so that we can answer your request.",
  controlCharacters: "Please remove the control characters (such as NUL or line breaks) from this field.",
} as const;

const inMinutes = (minutes: number) => `${minutes} minute${minutes === 1 ? "" : "s"}`;

export const LEAD_REFUSALS = {
  fixFields: "Please correct the fields marked below; everything you typed is kept.",
  tooFast: "The form was sent faster than a person can fill it in. Please check your details and send it again.",
  expired: "This form was open for too long or could not be checked. Please send it again.",
  tooManyFromNetwork: (minutes: number) => `Too many requests have been sent from your network. Please try again in ${inMinutes(minutes)}, or email us.`,
  tooManyForEmail: (minutes: number) => `Too many requests have been sent for this email address. Please try again in ${inMinutes(minutes)}, or email us.`,
  unavailable: "Your request could not be saved just now. Please try again in a few minutes, or email us.",
} as const;
