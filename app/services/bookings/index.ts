/**
 * Consultation bookings: hosts' hours and busy feeds, free times, a booking that is its lead,
 * the database's claim on every booked cell of a host's time, the invite mails (iMIP through the
 * outbox) with signed links to reschedule or cancel, and the reminder job.
 */
export { activeHosts, type HostRow, offeredSlots, type Offer } from "./availability.server";
export { bookConsultation } from "./book.server";
export { MANAGE_LINK_PURPOSE, manageUrl } from "./booking-mail.server";
export { busyFeedsJob, refreshBusyFeeds } from "./busy-feed.server";
export {
  type BookingChanger,
  bookingForLink,
  bookingsOfLeads,
  type BookingView,
  bookingView,
  cancelBooking,
  type LeadBooking,
  rescheduleBooking,
  setBookingStatus,
} from "./change.server";
export { SlotTakenError } from "./claims.server";
export { type HostSettingsRow, listHostSettings, saveHostSettings } from "./hosts.server";
export { bookingRemindersJob, REMINDER_BEFORE_MS, sendBookingReminders } from "./reminders.server";
