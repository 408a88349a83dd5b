import { href, redirect } from "react-router";
import { ONE_CLICK_BODY } from "~/lib/newsletter/unsubscribe-headers";
import { unsubscribeAll } from "~/services/newsletter";
import { DomainError, isDatabaseUnavailable } from "~/services/platform";
import type { Route } from "./+types/one-click";

const plain = (body: string, status: number) =>
  new Response(body, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });

/** Someone opening the header's address in a browser gets the page to leave one topic or all. */
export function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return redirect(`${href("/unsubscribe")}?token=${encodeURIComponent(token)}`);
}

/**
 * RFC 8058: the mailbox provider POSTs "List-Unsubscribe=One-Click" to the header's address, with
 * no cookie and no session; the signed token in the address alone names the subscriber, and they
 * leave at once. Exempt from the same-origin guard for this reason (server/same-origin.ts).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const token = new URL(request.url).searchParams.get("token");
  let body = "";
  try {
    body = await request.text();
  } catch {
    return plain("The request could not be read.", 400);
  }
  if (!new URLSearchParams(body).getAll("List-Unsubscribe").includes("One-Click") && !body.includes(ONE_CLICK_BODY)) {
    return plain(`Expected the body ${ONE_CLICK_BODY}.`, 400);
  }
  try {
    await unsubscribeAll(context, token);
  } catch (error) {
    if (error instanceof DomainError) return plain(error.message, error.status);
    if (isDatabaseUnavailable(error)) return plain("Please try again later.", 503);
    throw error;
  }
  return plain("You are unsubscribed.", 200);
}
