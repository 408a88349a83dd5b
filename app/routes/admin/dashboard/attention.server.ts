import { href } from "react-router";
import { can } from "~/lib/auth/permissions";
import type { RequestContext } from "~/services/platform";
import { contentHealth } from "~/services/site-content";
import type { AdminUser } from "../guard.server";

/** One thing on the admin home that needs a person: what, why, and where to act. */
export type AttentionItem = {
  id: string;
  title: string;
  detail: string;
  /** Where to act in the admin area, for staff allowed to. */
  action?: { label: string; href: string };
  /** An outside page that helps (the IRS newsroom). */
  reference?: { label: string; href: string };
};

const editPath = (documentId: string) => href("/svcs/admin-dashboard/content/:documentId/edit", { documentId: encodeURIComponent(documentId) });

/**
 * Everything the admin home lists for this account, from every domain that can need a person:
 * today the site content's health (missing figures, overdue reviews, failed schedules, forgotten drafts).
 */
export async function attentionFor(context: Pick<RequestContext, "database" | "log">, user: AdminUser, now: Date): Promise<AttentionItem[]> {
  const mayEdit = can(user.userType, "content:manage");
  return (await contentHealth(context.database.db, now, context.log)).map((item, index) => ({
    id: `${item.kind}:${item.documentId}:${index}`,
    title: item.title,
    detail: item.detail,
    action: mayEdit ? { label: "Open in Site Content", href: editPath(item.documentId) } : undefined,
    reference: item.reference,
  }));
}
