import type { ReactNode } from "react";
import { FieldError } from "~/components/ui/field-error";
import { Label } from "~/components/ui/label";
import type { FieldSpec } from "~/lib/site-content/fields";
import { controlId, pathKey, type ValuePath } from "./document-values";
import { useDocumentForm } from "./form-context";

/** Whether a field may be left empty: the form says so in its label. */
export function isOptional(spec: FieldSpec): boolean {
  return "required" in spec && !spec.required;
}

/** The id, error and description wiring of the control at `path`. */
export function useControl(path: ValuePath, spec: FieldSpec) {
  const { errors, readOnly } = useDocumentForm();
  const id = controlId(path);
  const error = errors[pathKey(path)];
  const describedBy = [spec.help ? `${id}-help` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return {
    id,
    error,
    readOnly,
    props: { id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy || undefined } as const,
  };
}

/**
 * Label (marked when optional), control, help text and the server's message, for one field. A
 * control that is not a form element (the rich text editor, the image chooser's button) names
 * itself with `aria-labelledby` pointing at `<id>-label` instead of a <label for>.
 */
export function FieldFrame({ path, spec, children, labelledBy = false }: { path: ValuePath; spec: FieldSpec; children: ReactNode; labelledBy?: boolean }) {
  const { id, error } = useControl(path, spec);
  const text = (
    <>
      {spec.label}
      {isOptional(spec) ? <span className="font-normal text-slate-600"> (optional)</span> : null}
    </>
  );
  return (
    <div>
      {labelledBy ? (
        <p id={`${id}-label`} className="text-sm font-medium text-slate-900">
          {text}
        </p>
      ) : (
        <Label htmlFor={id}>{text}</Label>
      )}
      {spec.help ? (
        <p id={`${id}-help`} className="mt-0.5 text-xs text-slate-600">
          {spec.help}
        </p>
      ) : null}
      <div className="mt-1.5">{children}</div>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
