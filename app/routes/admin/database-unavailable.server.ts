import { DATABASE_UNAVAILABLE } from "~/lib/admin/database-unavailable";
import { isDatabaseUnavailable } from "~/services/platform";

/** The answer to an admin request during a database outage: 503, never cached, retry soon. */
export function databaseUnavailableResponse(): Response {
  return new Response(DATABASE_UNAVAILABLE.description, {
    status: DATABASE_UNAVAILABLE.status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", "Retry-After": "30" },
  });
}

/** Runs `work`; an outage becomes the 503 answer (thrown), any other error passes through unchanged. */
export async function outageAsResponse<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isDatabaseUnavailable(error)) throw databaseUnavailableResponse();
    throw error;
  }
}
