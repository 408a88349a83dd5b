import type { ReactNode } from "react";
import { formatUsd } from "~/lib/core/money";
import type { PriceOption } from "~/content/training";
import { mergeClasses } from "~/lib/ui/merge-classes";
import { CheckList } from "./check-list";

/** One pricing option: name, amount (or, priced on request, its unit: "contact us"), what it includes, and an action. */
export function PriceCard({ option, highlighted = false, children }: { option: PriceOption; highlighted?: boolean; children?: ReactNode }) {
  return (
    <div
      className={mergeClasses(
        "flex flex-col rounded-2xl border bg-white p-7 shadow-sm",
        highlighted ? "border-brand-600 ring-2 ring-brand-600" : "border-slate-200",
      )}
    >
      <h3 className="text-lg font-semibold text-brand-900">{option.name}</h3>
      <p className="mt-4 flex items-baseline gap-2">
        {option.onRequest ? (
          <span className="text-3xl font-bold tracking-tight text-slate-900 capitalize">{option.unit}</span>
        ) : (
          <>
            <span className="text-4xl font-bold tracking-tight text-slate-900">{formatUsd(option.amount)}</span>
            <span className="text-sm font-medium text-slate-600">{option.unit}</span>
          </>
        )}
      </p>
      <p className="mt-3 leading-relaxed text-slate-700">{option.description}</p>
      <CheckList items={option.features.map((feature) => feature.text)} className="mt-6 flex-1 text-sm" />
      {children ? <div className="mt-8">{children}</div> : null}
    </div>
  );
}
