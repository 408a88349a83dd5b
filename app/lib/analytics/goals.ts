import type { AnalyticsEventName } from "./analytics-events";

/** How each of the spec's events is named on the dashboard, and what its detail means. */
export const GOAL_LABELS: Record<AnalyticsEventName, { label: string; detail?: string }> = {
  generate_lead: { label: "Consultation request (lead)" },
  begin_checkout: { label: "Course checkout started" },
  certification_interest: { label: "Certification interest", detail: "certification" },
  newsletter_signup: { label: "Newsletter sign-up" },
  click: { label: "Outbound link click", detail: "site" },
  file_download: { label: "File download", detail: "file" },
  button_click: { label: "Button click", detail: "label" },
  scroll_depth: { label: "Scroll depth", detail: "percent" },
  time_on_page: { label: "Time on page reported" },
  blog_post_view: { label: "Blog post read" },
  calculator_used: { label: "Contribution calculator used", detail: "year and coverage" },
};

export type GoalRow = { name: string; detail: string; label: string; events: number; visitors: number; conversionRate: number; value: number };

/** "Button click: Our Solutions", "Scroll depth: 50%". */
export function goalLabel(name: string, detail: string): string {
  const base = GOAL_LABELS[name as AnalyticsEventName]?.label ?? name;
  if (!detail) return base;
  return `${base}: ${name === "scroll_depth" ? `${detail}%` : detail}`;
}
