import { lazy, Suspense } from "react";

// The admin frame's error page loads when shown (issue 43). The server's render of an admin page
// waits for it (the whole render is awaited), so its HTML is the same.
const Page = lazy(() => import("./admin-page-error-when-shown").then((module) => ({ default: module.AdminPageError })));

/** AdminPageError, loaded when an error is shown: for the admin frame only (the sign-in steps render HTML only and import it). */
export function AdminPageError({ error }: { error: unknown }) {
  return (
    <Suspense fallback={null}>
      <Page error={error} />
    </Suspense>
  );
}
