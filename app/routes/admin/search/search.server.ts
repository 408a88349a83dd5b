import { href, redirect } from "react-router";
import { z } from "zod";
import { postInputSchema } from "~/lib/blog/post-input";
import { POST_CATEGORIES } from "~/lib/blog/rules";
import { NotPermittedError } from "~/services/auth";
import { savePost } from "~/services/blog";
import type { RequestContext } from "~/services/platform";
import { addSynonymGroup, deleteSynonymGroup, SynonymValidationError } from "~/services/search";
import { readForm } from "~/routes/read-form.server";
import { failure, reply } from "../action.server";
import type { AdminUser } from "../guard.server";
import { SEARCH_ADMIN_TEXT, SEARCH_INTENTS, SEARCH_TOASTS, type SearchActionResult } from "./search-admin-text";

const synonymsInput = z.string().max(1_000).catch("");
const groupId = z.uuid();
const draftTitle = z.string().trim().min(1).max(200);

/** The editor asks for a category; staff change it when they write the post. */
const DRAFT_CATEGORY = POST_CATEGORIES[0];

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The Site Search tab's forms: synonyms added and deleted, a draft started from a search that found nothing. The services check the role again and audit. */
export async function handleSearchAction(request: Request, context: RequestContext, user: AdminUser) {
  const form = await readForm(request, context);
  const intent = SEARCH_INTENTS.find((name) => name === form.get("intent"));
  if (!intent) return reply<SearchActionResult>({ intent: "unknown", ok: false, toast: SEARCH_TOASTS.unexpected });
  const db = context.database.db;
  const input = synonymsInput.parse(form.get("phrases"));
  try {
    if (intent === "add-synonyms") {
      await addSynonymGroup(db, user.actor, input);
      return reply<SearchActionResult>({ intent, ok: true, toast: SEARCH_TOASTS.synonymsAdded });
    }
    if (intent === "delete-synonyms") {
      const id = groupId.safeParse(form.get("id"));
      if (!id.success || !(await deleteSynonymGroup(db, user.actor, id.data)))
        return reply<SearchActionResult>({ intent, ok: false, toast: SEARCH_TOASTS.gone }, 404);
      return reply<SearchActionResult>({ intent, ok: true, toast: SEARCH_TOASTS.synonymsDeleted });
    }
    const title = draftTitle.safeParse(form.get("query"));
    if (!title.success) return reply<SearchActionResult>({ intent, ok: false, toast: SEARCH_TOASTS.unexpected }, 400);
    const post = await savePost(db, user.actor, {
      id: null,
      input: postInputSchema.parse({ title: capitalized(title.data), content: SEARCH_ADMIN_TEXT.draftContent(title.data), category: DRAFT_CATEGORY }),
      intent: { kind: "draft" },
    });
    throw redirect(href("/svcs/admin-dashboard/posts/:postId/edit", { postId: post.id }));
  } catch (error) {
    if (error instanceof Response) throw error;
    if (error instanceof SynonymValidationError) {
      return reply<SearchActionResult>(
        { intent, ok: false, toast: SEARCH_TOASTS.synonymsRefused(error.message), fieldErrors: { phrases: error.message }, input },
        400,
      );
    }
    return failure<SearchActionResult>(context, error, {
      intent,
      fallback: SEARCH_TOASTS.unexpected,
      toastFor: (refused) =>
        refused instanceof NotPermittedError ? SEARCH_TOASTS.notPermitted : { title: SEARCH_TOASTS.unexpected.title, description: refused.message },
    });
  }
}
