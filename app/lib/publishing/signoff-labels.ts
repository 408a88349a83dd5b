/** The sign-off log's event names as staff read them: on the tab and in the CSV export. */
export const SIGNOFF_EVENT_LABELS: Record<string, string> = {
  submitted: "Submitted for review",
  approved: "Approved",
  changes_requested: "Changes requested",
};
