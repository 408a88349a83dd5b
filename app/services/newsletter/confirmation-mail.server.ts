/** The double opt-in mail: plain text with the one link that starts the subscription. */
export function confirmationMail({ siteName, link, topics }: { siteName: string; link: string; topics: readonly string[] }): { subject: string; text: string } {
  return {
    subject: `Confirm your subscription to the ${siteName} newsletter`,
    text: [
      `Someone, hopefully you, asked to receive the ${siteName} newsletter at this address (${topics.join(", ")}).`,
      "",
      "To confirm, open this link:",
      link,
      "",
      "The link works once and for seven days. If you did not ask for this, ignore this mail: you will not be subscribed and we will not write again.",
    ].join("\n"),
  };
}
