import { CATCH_UP_SOURCE } from "~/lib/hsa/statute";

/** "The catch-up amount is set by statute …: 26 U.S.C. §223(b)(3)(B) (U.S. Code)": beside limits whose revenue procedure does not set it. */
export function CatchUpSource({ className = "mt-2 text-sm text-slate-600" }: { className?: string }) {
  return (
    <p className={className}>
      {CATCH_UP_SOURCE.note}{" "}
      <a href={CATCH_UP_SOURCE.url} className="font-semibold text-brand-700 underline hover:text-brand-900" rel="noopener">
        {CATCH_UP_SOURCE.title}
      </a>{" "}
      ({CATCH_UP_SOURCE.publisher}).
    </p>
  );
}
