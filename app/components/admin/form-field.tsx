import type { ReactNode } from "react";
import { FieldError } from "~/components/ui/field-error";
import { Label } from "~/components/ui/label";

/** Label, control and message; the control gets `aria-describedby` from `errorId`. */
export function FormField({ id, label, error, children }: { id: string; label: string; error?: string; children: ReactNode }) {
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <div className="mt-1.5">{children}</div>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

export function fieldProps(id: string, error?: string) {
  return { id, "aria-invalid": error ? true : undefined, "aria-describedby": error ? `${id}-error` : undefined } as const;
}

export const selectClass =
  "h-10 w-full rounded-md border border-slate-400 bg-white px-3 text-sm text-slate-900 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-brand-600 aria-[invalid=true]:border-red-700 disabled:opacity-60";
