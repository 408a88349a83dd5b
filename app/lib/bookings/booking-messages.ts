/** What the server answers a refused booking or change with; the page's visible texts are site content. */
export const BOOKING_MESSAGES = {
  slotRequired: "Choose one of the free times.",
  slotTaken: "Someone booked this time a moment ago. Please choose another time; everything you typed is kept.",
  slotUnavailable: "This time is not free (outside the hours, too soon, in the past or no longer offered). Please choose one of the times listed.",
  lengthInvalid: "Choose one of the meeting lengths offered.",
  zoneInvalid: "Choose a time zone from the list.",
  linkInvalid: "This link is not valid. Please use the link in your latest mail from us.",
  linkExpired: "This link has expired. Please write to us to change your consultation.",
  alreadyCancelled: "This consultation was cancelled, so it can no longer be changed. Book a new time if you would like to talk.",
  alreadyPast: "This consultation has already taken place or started, so it can no longer be changed online.",
  notFound: "This booking no longer exists.",
  noHost: "No consultant takes consultations at the moment. Please send a request instead.",
} as const;
