import type { ReactNode } from "react";

export const controlClass =
  "mt-1.5 block w-full rounded-md border border-slate-400 bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-brand-600 aria-[invalid=true]:border-red-700";

/** The id and aria attributes of a field of form `form`: its hint and its error describe it. */
export function described(form: string, name: string, error: string | undefined, hint?: string) {
  const id = `${form}-${name}`;
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return { id, name, "aria-invalid": error ? true : undefined, "aria-describedby": ids || undefined } as const;
}

/** A labelled field with its hint and its error under it. */
export function FormField({
  form,
  name,
  label,
  hint,
  error,
  children,
}: {
  form: string;
  name: string;
  label: string;
  hint?: string;
  error?: string;
  children: ReactNode;
}) {
  const id = `${form}-${name}`;
  return (
    <div>
      <label htmlFor={id} className="block font-semibold text-brand-900">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="mt-0.5 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {children}
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A refusal above a form: what went wrong, and each field's message linking to the field. */
export function FormAlert({ form, message, fieldErrors }: { form: string; message: string | null; fieldErrors: Record<string, string> }) {
  if (!message) return null;
  const errors = Object.entries(fieldErrors).filter(([name]) => name !== "form");
  return (
    <div role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-900">
      <p className="font-semibold">{message}</p>
      {errors.length ? (
        <ul className="mt-2 list-disc pl-5">
          {errors.map(([name, text]) => (
            <li key={name}>
              <a href={`#${form}-${name}`} className="underline underline-offset-2">
                {text}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
