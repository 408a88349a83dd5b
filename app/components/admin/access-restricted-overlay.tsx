import { ShieldX } from "lucide-react";
import { ACCESS_RESTRICTED_TEXT } from "~/lib/security/geo-block";

/** The spec's geographic block: a full-screen notice; the server has already refused everything behind it. */
export function AccessRestrictedOverlay({ country }: { country: string }) {
  return (
    <div
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="access-restricted-title"
      aria-describedby="access-restricted-reason"
      className="fixed inset-0 z-50 grid place-items-center bg-slate-900/90 p-4"
    >
      <div className="w-full max-w-md rounded-lg bg-white p-6 text-center shadow-xl">
        <ShieldX aria-hidden className="mx-auto size-10 text-red-700" />
        <h2 id="access-restricted-title" className="mt-3 text-xl font-semibold text-slate-900">
          {ACCESS_RESTRICTED_TEXT.title}
        </h2>
        <p id="access-restricted-reason" className="mt-2 font-medium text-red-800">
          {ACCESS_RESTRICTED_TEXT.reason(country)}
        </p>
        <p className="mt-2 text-sm text-slate-600">{ACCESS_RESTRICTED_TEXT.help}</p>
      </div>
    </div>
  );
}
