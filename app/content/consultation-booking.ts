import { defineContentType } from "~/lib/site-content/content-type";
import { group, text, textarea } from "~/lib/site-content/fields";
import { BOOKING_PATH, CONTACT_PATH } from "~/lib/site/public-paths";
import { requireSlots } from "./template-rules";

/**
 * Booking a consultation: the booking page, its confirmation, the page of the links in the mails,
 * and the mails themselves. The refusals belong to the rules that raise them
 * (app/lib/bookings/booking-messages.ts); the form's questions are the consultation form's texts.
 */
export const consultationBookingContent = defineContentType({
  id: "consultation-booking",
  label: "Consultation booking",
  group: "Pages and legal",
  description:
    "The page where visitors book a consultation time, its confirmation, the page behind the reschedule and cancel links, and the invitation and reminder mails. {firm} stands for the firm's name.",
  fields: {
    page: group("Booking page", {
      eyebrow: text("Eyebrow", { max: 60 }),
      title: text("Heading", { max: 80 }),
      intro: textarea("Introduction", { max: 400 }),
      zoneLabel: text("Time zone field", { max: 80 }),
      zoneButton: text("Show times button", { max: 40, help: "Shown without JavaScript: it reloads the times in the chosen zone." }),
      lengthLabel: text("Meeting length field", { max: 80 }),
      slotsHeading: text("Times heading", { max: 80 }),
      noSlots: textarea("No free times", { max: 400 }),
      detailsHeading: text("Your details heading", { max: 80 }),
      submit: text("Book button", { max: 40 }),
      requestInstead: text("Link to the request form", { max: 120, help: "For visitors who find no time that suits them." }),
      fromContact: text("Link from the contact page", { max: 120, help: "Above the consultation request form, where every consultation button leads." }),
    }),
    booked: group("Confirmation page", {
      title: text("Heading", { max: 120 }),
      intro: textarea("Text", { max: 400, help: "Below it: the time in the visitor's zone." }),
      mailNote: textarea("About the mail", { max: 400 }),
    }),
    // Shown behind a mail's link only: a visitor who searched for its words could not reach it from the booking page.
    manage: group(
      "Reschedule and cancel page",
      {
        title: text("Heading", { max: 80 }),
        current: text("Current time label", { max: 80 }),
        rescheduleHeading: text("Reschedule heading", { max: 80 }),
        reschedule: text("Move button", { max: 40 }),
        cancelHeading: text("Cancel heading", { max: 80 }),
        cancel: text("Cancel button", { max: 40 }),
        moved: text("After a move", { max: 200 }),
        cancelled: text("After a cancel", { max: 200 }),
      },
      undefined,
      { notPageWords: true },
    ),
    mail: group(
      "Mails",
      {
        summary: text("Meeting title", { max: 120, help: "The calendar entry's title. {firm} stands for the firm's name." }),
        bookedSubject: text("Booked: subject", { max: 120 }),
        movedSubject: text("Moved: subject", { max: 120 }),
        cancelledSubject: text("Cancelled: subject", { max: 120 }),
        reminderSubject: text("Reminder: subject", { max: 120 }),
        greeting: text("Greeting", { max: 120, help: "{name} is the visitor's name." }),
        links: textarea("Before the links", { max: 400 }),
        signature: text("Signature", { max: 120 }),
      },
      undefined,
      { notPageWords: true },
    ),
  },
  refine: (data, context) => requireSlots(context, [{ path: ["mail", "greeting"], label: "Greeting", value: data.mail.greeting, slots: ["name"] }]),
  defaults: {
    page: {
      eyebrow: "Consultation",
      title: "Book a Consultation",
      intro: "Choose a time for a call with one of our consultants, then tell us about your organisation. The first conversation is free of charge.",
      zoneLabel: "Show times in",
      zoneButton: "Show times",
      lengthLabel: "Meeting length",
      slotsHeading: "Choose a time",
      noSlots: "There are no free times in the coming weeks. Send us a request instead and we will propose times.",
      detailsHeading: "Your details",
      submit: "Book this time",
      requestInstead: "No time that suits you? Send a request instead.",
      fromContact: "Prefer to pick a time yourself? Book a consultation directly.",
    },
    booked: {
      title: "Your consultation is booked",
      intro: "We look forward to talking with you on",
      mailNote: "An invitation is on its way to your inbox, with links to reschedule or cancel.",
    },
    manage: {
      title: "Your consultation",
      current: "Booked for",
      rescheduleHeading: "Choose another time",
      reschedule: "Move to this time",
      cancelHeading: "Cancel the consultation",
      cancel: "Cancel the consultation",
      moved: "Your consultation is moved. An updated invitation is on its way.",
      cancelled: "Your consultation is cancelled. The cancellation is on its way to your calendar.",
    },
    mail: {
      summary: "Consultation with {firm}",
      bookedSubject: "Your consultation is booked",
      movedSubject: "Your consultation has moved",
      cancelledSubject: "Your consultation is cancelled",
      reminderSubject: "Reminder: your consultation",
      greeting: "Hello {name},",
      links: "To reschedule or cancel, use these links (no account needed):",
      signature: "{firm}",
    },
  },
  pages: [BOOKING_PATH, CONTACT_PATH],
});

export type ConsultationBookingTexts = (typeof consultationBookingContent)["documents"][number]["defaults"];
