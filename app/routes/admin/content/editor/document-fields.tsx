import type { FieldSpec } from "~/lib/site-content/fields";
import { cn } from "~/lib/ui/cn";
import { AmountInput } from "./amount-input";
import type { ValuePath } from "./document-values";
import { ImageField } from "./image-field";
import { ListField } from "./list-field";
import { RichTextField } from "./rich-text-field";
import { BooleanInput, DateInput, IntegerInput, LinkInput, SelectInput, TextInput } from "./simple-inputs";

/** Fields that take the form's whole width; the others sit two to a row on wider screens. */
const WIDE: ReadonlySet<FieldSpec["kind"]> = new Set(["group", "list", "richText", "textarea", "image"]);

function FieldInput({ path, spec, value }: { path: ValuePath; spec: FieldSpec; value: unknown }) {
  switch (spec.kind) {
    case "text":
    case "textarea":
      return <TextInput path={path} spec={spec} value={value} />;
    case "richText":
      return <RichTextField path={path} spec={spec} value={value} />;
    case "amount":
      return <AmountInput path={path} spec={spec} value={value} />;
    case "integer":
      return <IntegerInput path={path} spec={spec} value={value} />;
    case "date":
      return <DateInput path={path} spec={spec} value={value} />;
    case "link":
      return <LinkInput path={path} spec={spec} value={value} />;
    case "image":
      return <ImageField path={path} spec={spec} value={value} />;
    case "select":
      return <SelectInput path={path} spec={spec} value={value} />;
    case "boolean":
      return <BooleanInput path={path} spec={spec} value={value} />;
    case "group":
      return (
        <fieldset className="rounded-md border border-slate-200 p-3">
          <legend className="px-1 text-sm font-semibold text-slate-900">{spec.label}</legend>
          {spec.help ? <p className="mb-2 text-xs text-slate-600">{spec.help}</p> : null}
          <DocumentFields fields={spec.fields} value={value} path={path} />
        </fieldset>
      );
    case "list":
      return (
        <ListField path={path} spec={spec} value={value} renderItem={(item, itemPath) => <DocumentFields fields={spec.item} value={item} path={itemPath} />} />
      );
  }
}

/** The form of a set of fields (a document, a group, a list entry), drawn from their descriptions. */
export function DocumentFields({ fields, value, path }: { fields: Record<string, FieldSpec>; value: unknown; path: ValuePath }) {
  const record = value && typeof value === "object" ? (value as Record<string, unknown>) : {};
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {Object.entries(fields).map(([name, spec]) => (
        <div key={name} className={cn(WIDE.has(spec.kind) && "sm:col-span-2")}>
          <FieldInput path={[...path, name]} spec={spec} value={record[name]} />
        </div>
      ))}
    </div>
  );
}
