import { Input } from "~/components/ui/input";
import { selectClass } from "~/components/admin/form-field";
import { FieldError } from "~/components/ui/field-error";
import type { FieldSpec } from "~/lib/site-content/fields";
import { parseInteger, type ValuePath } from "./document-values";
import { FieldFrame, useControl } from "./field-frame";
import { useDocumentForm } from "./form-context";

type Props<Kind extends FieldSpec["kind"]> = { path: ValuePath; spec: Extract<FieldSpec, { kind: Kind }>; value: unknown };

const LINK_MAX = 2048;
const asText = (value: unknown) => (typeof value === "string" || typeof value === "number" ? String(value) : "");

/** One line or several: "textarea" fields keep their line breaks. */
export function TextInput({ path, spec, value }: Props<"text" | "textarea">) {
  const { setValue } = useDocumentForm();
  const { props, readOnly } = useControl(path, spec);
  const common = { ...props, value: asText(value), maxLength: spec.max, required: spec.required, readOnly } as const;
  return (
    <FieldFrame path={path} spec={spec}>
      {spec.kind === "textarea" ? (
        <textarea
          {...common}
          rows={4}
          className="block w-full rounded-md border border-slate-400 bg-white p-3 text-sm text-slate-900 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-brand-600 aria-[invalid=true]:border-red-700"
          onChange={(event) => setValue(path, event.target.value)}
        />
      ) : (
        <Input {...common} onChange={(event) => setValue(path, event.target.value)} />
      )}
    </FieldFrame>
  );
}

/** An https:// address or a site path: typed as text (a site path is not a URL to the browser). */
export function LinkInput({ path, spec, value }: Props<"link">) {
  const { setValue } = useDocumentForm();
  const { props, readOnly } = useControl(path, spec);
  return (
    <FieldFrame path={path} spec={spec}>
      <Input
        {...props}
        value={asText(value)}
        inputMode="url"
        maxLength={LINK_MAX}
        required={spec.required}
        readOnly={readOnly}
        placeholder="https://... or /page"
        autoCapitalize="none"
        spellCheck={false}
        onChange={(event) => setValue(path, event.target.value)}
      />
    </FieldFrame>
  );
}

export function DateInput({ path, spec, value }: Props<"date">) {
  const { setValue } = useDocumentForm();
  const { props, readOnly } = useControl(path, spec);
  return (
    <FieldFrame path={path} spec={spec}>
      <Input {...props} type="date" value={asText(value)} required readOnly={readOnly} onChange={(event) => setValue(path, event.target.value)} />
    </FieldFrame>
  );
}

export function IntegerInput({ path, spec, value }: Props<"integer">) {
  const { setValue } = useDocumentForm();
  const { props, readOnly } = useControl(path, spec);
  return (
    <FieldFrame path={path} spec={spec}>
      <Input
        {...props}
        type="number"
        inputMode="numeric"
        step={1}
        min={spec.min}
        max={spec.max}
        required={spec.required}
        readOnly={readOnly}
        value={asText(value)}
        onChange={(event) => setValue(path, !spec.required && event.target.value.trim() === "" ? null : parseInteger(event.target.value))}
      />
    </FieldFrame>
  );
}

export function SelectInput({ path, spec, value }: Props<"select">) {
  const { setValue } = useDocumentForm();
  const { props, readOnly } = useControl(path, spec);
  return (
    <FieldFrame path={path} spec={spec}>
      <select {...props} disabled={readOnly} className={selectClass} value={asText(value)} onChange={(event) => setValue(path, event.target.value)}>
        {spec.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

export function BooleanInput({ path, spec, value }: Props<"boolean">) {
  const { setValue } = useDocumentForm();
  const { id, error, props, readOnly } = useControl(path, spec);
  return (
    <div>
      <label className="flex items-center gap-2 text-sm font-medium text-slate-900">
        <input
          {...props}
          type="checkbox"
          disabled={readOnly}
          checked={value === true}
          onChange={(event) => setValue(path, event.target.checked)}
          className="size-4"
        />
        {spec.label}
      </label>
      {spec.help ? (
        <p id={`${id}-help`} className="mt-0.5 pl-6 text-xs text-slate-600">
          {spec.help}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
