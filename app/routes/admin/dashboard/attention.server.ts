import { href } from "react-router";
import { can } from "~/lib/auth/permissions";
import { formatDateTime } from "~/lib/core/dates";
import { countNewLeads } from "~/services/leads";
import { mailStatus } from "~/services/mail";
import type { RequestContext } from "~/services/platform";
import { editorPath, openCommentsForAuthor, pendingReviews } from "~/services/publishing";
import { type ContentHealthItem, contentHealth } from "~/services/site-content";
import type { AdminUser } from "../guard.server";
import { LEAD_MAIL_TEXT, leadMailTrouble } from "../leads/lead-mail-text";

/** One thing on the admin home that needs a person: what, why, and where to act. */
export type AttentionItem = {
  id: string;
  title: string;
  detail: string;
  /** Where to act in the admin area, for staff allowed to. */
  action?: { label: string; href: string };
  /** An outside page that helps (the IRS newsroom). */
  reference?: { label: string; href: string };
  /** An improvement, not a problem: the home lists it under Suggestions, apart from what needs attention. */
  suggestion?: true;
};

const editPath = (documentId: string) => href("/svcs/admin-dashboard/content/:documentId/edit", { documentId: encodeURIComponent(documentId) });
const postEditPath = (postId: string) => href("/svcs/admin-dashboard/posts/:postId/edit", { postId });

/** Where to act on a content-health item: the post that states the figure, else the document; only for staff allowed to edit it. */
function actionFor(item: ContentHealthItem, user: AdminUser): AttentionItem["action"] {
  if (item.postId) return can(user.userType, "blog:manage") ? { label: "Open the post", href: postEditPath(item.postId) } : undefined;
  return can(user.userType, "content:manage") ? { label: "Open in Site Content", href: editPath(item.documentId) } : undefined;
}

/** A moment as the admin area writes dates, in UTC (this text is made on the server, whatever its zone). */
function utcDateTime(date: Date): string {
  return `${formatDateTime(new Date(date.getTime() + date.getTimezoneOffset() * 60_000))} UTC`;
}

async function leadItems(context: Pick<RequestContext, "database" | "config">, user: AdminUser): Promise<AttentionItem[]> {
  if (!can(user.userType, "leads:manage")) return [];
  const items: AttentionItem[] = [];
  const waiting = await countNewLeads(context.database.db);
  const leads = { label: "Open the Leads tab", href: href("/svcs/admin-dashboard/leads") };
  if (waiting) {
    items.push({
      id: "leads:new",
      title: `${waiting} new consultation ${waiting === 1 ? "request" : "requests"}`,
      detail: "Web leads expect an answer the same day. Mark each one contacted once you have replied.",
      action: leads,
    });
  }
  if (!context.config.SMTP_URL) items.push({ id: "leads:mail-off", title: "Leads are not being mailed", detail: LEAD_MAIL_TEXT.mailOff, action: leads });
  const mail = await mailStatus(context.database.db, context.config, "lead_notification");
  const trouble = leadMailTrouble(mail, mail.waitingSince ? utcDateTime(new Date(mail.waitingSince)) : null);
  if (trouble.lines.length) {
    const reason = trouble.reason ? [`${LEAD_MAIL_TEXT.lastError} ${trouble.reason}`] : [];
    items.push({ id: "leads:mail-failing", title: LEAD_MAIL_TEXT.mailFailingTitle, detail: [...trouble.lines, ...reason].join(" "), action: leads });
  }
  return items;
}

/** Changes waiting for this person's approval (or their own, waiting for someone's), and open comments on their drafts. */
async function publishingItems(context: Pick<RequestContext, "database">, user: AdminUser): Promise<AttentionItem[]> {
  const db = context.database.db;
  const mayApprove = can(user.userType, "publishing:approve");
  const reviews = (await pendingReviews(db, user.actor)).flatMap((request): AttentionItem[] => {
    const own = request.submittedById === user.userId;
    if (!own && !mayApprove) return [];
    return [
      {
        id: `review:${request.id}`,
        title: own ? `Your change to ${request.documentLabel} waits for review` : `${request.documentLabel}: a change waits for your approval`,
        detail: `Submitted by ${request.submittedByLabel} (${request.reason}). Someone other than its author approves it or sends it back.`,
        action: { label: "Open the editor", href: editorPath(request.documentKind, request.documentId) },
      },
    ];
  });
  const comments = (await openCommentsForAuthor(db, user.actor)).map((comment) => ({
    id: `comment:${comment.id}`,
    title: `Comment on your draft of ${comment.documentLabel}`,
    detail: `${comment.authorLabel}: ${comment.body.length > 200 ? `${comment.body.slice(0, 200)}…` : comment.body}`,
    action: { label: "Open the editor", href: editorPath(comment.documentKind, comment.documentId) },
  }));
  return [...reviews, ...comments];
}

/**
 * Everything the admin home lists for this account, from every domain that can need a person:
 * new consultation requests, and the site content's health (missing figures, overdue reviews,
 * failed schedules, forgotten drafts, figures in published texts that disagree with the store).
 */
export async function attentionFor(context: Pick<RequestContext, "database" | "log" | "config">, user: AdminUser, now: Date): Promise<AttentionItem[]> {
  const content = (await contentHealth(context.database.db, now, context.log)).map((item, index) => ({
    id: `${item.kind}:${item.documentId}:${index}`,
    title: item.title,
    detail: item.detail,
    action: actionFor(item, user),
    reference: item.reference,
    ...(item.suggestion ? { suggestion: true as const } : {}),
  }));
  return [...(await leadItems(context, user)), ...(await publishingItems(context, user)), ...content];
}
