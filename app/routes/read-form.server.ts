import { data } from "react-router";

/**
 * The submitted form of an action. A body that is not a form (no or another content type, broken
 * multipart) answers 400: only a hand-made request sends one, and it must never become a 500.
 */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw data("The form could not be read. Reload the page and try again.", { status: 400 });
  }
}
