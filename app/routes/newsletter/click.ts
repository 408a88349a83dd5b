import { followClick } from "~/services/newsletter";
import { DomainError } from "~/services/platform";
import type { Route } from "./+types/click";

/** A counted link of a newsletter mail: one more click for its send and link, then on to where the signed token says (never elsewhere). */
export async function loader({ params, context }: Route.LoaderArgs) {
  try {
    const url = await followClick(context, params.token);
    return new Response(null, { status: 302, headers: { Location: url, "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" } });
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return new Response(error.message, { status: error.status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
  }
}
