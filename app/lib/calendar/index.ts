/** Calendar invites (iCalendar RFC 5545, iTIP RFC 5546, iMIP RFC 6047): pure builders shared by consultations and training. */
export { buildInvite, type InviteInput, type InviteMailParts, type InviteMethod, inviteMailParts } from "./invite";
export { isTimeZone } from "./time-zone";
