/** The staff alerts' mails: what went wrong, when, and where in the admin area to look. */
export type AlertLine = { at: Date; text: string };

const MAX_LINES = 20;
const stamp = (at: Date) => at.toISOString().replace("T", " ").slice(0, 16) + " UTC";

export const STAFF_ALERTS = {
  security: { subject: (count: number) => `Security alert: ${count} critical incident${count === 1 ? "" : "s"}`, where: "Security tab" },
  backup: { subject: () => "The scheduled backup failed", where: "Backups tab" },
  publish: { subject: () => "Scheduled publishing failed", where: "Blog Posts tab or the Site Content tab" },
} as const;
export type AlertTopic = keyof typeof STAFF_ALERTS;

/** A plain-text alert listing at most MAX_LINES events (and how many more there were). */
export function staffAlertText(topic: AlertTopic, lines: readonly AlertLine[], adminUrl: string, siteName: string): { subject: string; text: string } {
  const alert = STAFF_ALERTS[topic];
  const shown = lines.slice(0, MAX_LINES).map((line) => `- ${stamp(line.at)}: ${line.text}`);
  const more = lines.length > MAX_LINES ? [`- and ${lines.length - MAX_LINES} more`] : [];
  return {
    subject: `[${siteName}] ${alert.subject(lines.length)}`,
    text: [
      ...shown,
      ...more,
      "",
      `Details are in the ${alert.where}: ${adminUrl}`,
      "",
      "You receive this because you are an administrator with alert mail turned on. You can turn it off on your Account page.",
    ].join("\n"),
  };
}

/** An incident's line: its label, then what the event adds; a detail that already starts with the label is not repeated. */
export function incidentLineText(label: string, details: string): string {
  const detail = details.trim();
  if (!detail) return label;
  return detail.toLowerCase().startsWith(label.toLowerCase()) ? detail : `${label}: ${detail}`;
}
