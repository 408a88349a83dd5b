import { lazy, Suspense } from "react";

// The admin error page loads when shown, for the admin frame and the sign-in steps alike (issue 43):
// one import of it everywhere, or the bundler keeps it in the frame's file for every page. The
// server waits for it (the whole render is awaited), so its HTML is the same.
const Page = lazy(() => import("./admin-page-error").then((module) => ({ default: module.AdminPageError })));

/** AdminPageError, loaded when an error is shown. */
export function AdminPageError({ error }: { error: unknown }) {
  return (
    <Suspense fallback={null}>
      <Page error={error} />
    </Suspense>
  );
}
