import type { FieldSpec } from "~/lib/site-content/fields";
import { CONTENT_TEXT } from "../content-admin-text";
import { getAt, itemTitle } from "./document-values";

/** Where a message belongs, in the form's words: "Tax years › Tax year 2028 › Family coverage". */
export function placeOf(fields: Record<string, FieldSpec>, values: unknown, key: string): string | null {
  const steps = key.split(".");
  const names: string[] = [];
  let specs: Record<string, FieldSpec> | null = fields;
  let listSpec: Extract<FieldSpec, { kind: "list" }> | null = null;
  const path: (string | number)[] = [];
  for (const step of steps) {
    if (listSpec) {
      const index = Number(step);
      if (!Number.isInteger(index)) return null;
      path.push(index);
      names.push(itemTitle(listSpec, getAt(values, path), index));
      specs = listSpec.item;
      listSpec = null;
      continue;
    }
    const spec: FieldSpec | undefined = specs?.[step];
    if (!spec) return null;
    path.push(step);
    names.push(spec.label);
    specs = spec.kind === "group" ? spec.fields : null;
    listSpec = spec.kind === "list" ? spec : null;
  }
  return names.join(" › ");
}

/** The form's messages in one list at its top, each a link to its field; "form" messages have no field. */
export function ErrorSummary({ errors, fields, values }: { errors: Readonly<Record<string, string>>; fields: Record<string, FieldSpec>; values: unknown }) {
  const entries = Object.entries(errors);
  if (!entries.length) return null;
  return (
    <section aria-labelledby="content-error-summary-title" className="rounded-md border border-red-300 bg-red-50 p-4 text-sm text-red-950">
      <h3 id="content-error-summary-title" className="font-semibold">
        {CONTENT_TEXT.errorSummary}
      </h3>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {entries.map(([key, message]) => {
          const place = key === "publishAt" ? "Publish at" : placeOf(fields, values, key);
          return (
            <li key={key}>
              {place ? (
                <a href={`#content-${key.replaceAll(".", "-")}`} className="underline underline-offset-2">
                  {place}: {message}
                </a>
              ) : (
                message
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
