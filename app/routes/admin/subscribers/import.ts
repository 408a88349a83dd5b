import { importSubscribers } from "~/services/newsletter";
import { requireAdmin } from "~/routes/admin/guard.server";
import { readForm } from "~/routes/read-form.server";
import { failure, reply } from "../action.server";
import { SUBSCRIBER_TOASTS, type SubscriberActionResult } from "./subscribers-admin-text";
import type { Route } from "./+types/import";

/** A CSV file of a former list's subscribers (multipart); rows without a consent date are refused and listed. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdmin(request, context, "newsletter:manage");
  const form = await readForm(request, context);
  const file = form.get("file");
  if (!(file instanceof File) || file.size === 0) {
    return reply<SubscriberActionResult>({ intent: "import", ok: false, toast: { title: "No file", description: "Choose a CSV file to import." } });
  }
  try {
    const result = await importSubscribers(context.database.db, user.actor, await file.text());
    return reply<SubscriberActionResult>({
      intent: "import",
      ok: true,
      warning: result.refused.length > 0,
      toast: SUBSCRIBER_TOASTS.imported(result.imported, result.skipped, result.refused.length),
      refused: result.refused.slice(0, 100),
    });
  } catch (error) {
    return failure<SubscriberActionResult>(context, error, { intent: "import", fallback: SUBSCRIBER_TOASTS.failed });
  }
}
