import { z } from "zod";
import { CONTROL_CHARACTER_MESSAGE, hasControlCharacters } from "../core/control-characters";

/**
 * The building blocks of a content type: each field builder gives the zod rule the server
 * validates with and the description the admin form is drawn from (plain data, sent to the
 * browser as JSON), so the two can never disagree.
 */

/** `notPageWords`: not words a visitor reads on the page (an icon's name, a setting, a mail's text): the search index leaves it out. */
type Common = { label: string; help?: string; notPageWords?: boolean };

export type FieldSpec =
  | (Common & { kind: "text" | "textarea"; max: number; required: boolean })
  | (Common & { kind: "richText"; max: number; required: boolean })
  | (Common & { kind: "amount"; min: number; max: number; cents: boolean })
  | (Common & { kind: "integer"; min: number; max: number; required: boolean })
  | (Common & { kind: "date"; required: boolean })
  | (Common & { kind: "link"; required: boolean })
  | (Common & { kind: "image"; required: boolean })
  | (Common & { kind: "select"; options: readonly { value: string; label: string }[] })
  | (Common & { kind: "boolean" })
  | (Common & { kind: "list"; item: Record<string, FieldSpec>; min: number; max: number; itemLabel: string; singular: string })
  | (Common & { kind: "group"; fields: Record<string, FieldSpec> });

export type Field<Output = unknown> = { spec: FieldSpec; schema: z.ZodType<Output> };
export type FieldMap = Record<string, Field>;
export type FieldsOutput<Fields extends FieldMap> = { [Key in keyof Fields]: Fields[Key] extends Field<infer Output> ? Output : never };

/** Longest text a single field may hold; a whole legal page fits. */
export const RICH_TEXT_MAX = 100_000;
const URL_MAX = 2048;

function plainText(label: string, max: number, required: boolean, multiline: boolean) {
  const cleaned = z
    .string({ error: `${label} must be text` })
    .refine((value) => !hasControlCharacters(value), { error: `${label} ${CONTROL_CHARACTER_MESSAGE}` })
    .transform((value) => (multiline ? value.replace(/\r\n?/g, "\n") : value.replace(/\s+/g, " ")).trim());
  return cleaned.pipe(
    z
      .string()
      .max(max, { error: `${label} can be at most ${max.toLocaleString("en-US")} characters` })
      .refine((value) => !required || value !== "", { error: `${label} is required` }),
  );
}

export function text(label: string, options: { max?: number; required?: boolean; help?: string } = {}): Field<string> {
  const max = options.max ?? 200;
  const required = options.required ?? true;
  return { spec: { kind: "text", label, help: options.help, max, required }, schema: plainText(label, max, required, false) };
}

export function textarea(label: string, options: { max?: number; required?: boolean; help?: string } = {}): Field<string> {
  const max = options.max ?? 2000;
  const required = options.required ?? true;
  return { spec: { kind: "textarea", label, help: options.help, max, required }, schema: plainText(label, max, required, true) };
}

/** HTML from the same editor as posts; the server sanitizes it with the posts' allowlist before it is stored. */
export function richText(label: string, options: { max?: number; required?: boolean; help?: string } = {}): Field<string> {
  const max = options.max ?? RICH_TEXT_MAX;
  const required = options.required ?? true;
  return {
    spec: { kind: "richText", label, help: options.help, max, required },
    schema: z
      .string({ error: `${label} must be text` })
      .max(max, { error: `${label} can be at most ${max.toLocaleString("en-US")} characters` })
      .refine((value) => !hasControlCharacters(value), { error: `${label} ${CONTROL_CHARACTER_MESSAGE}` })
      .refine((value) => !required || value.replace(/<[^>]*>/g, "").trim() !== "", { error: `${label} is required` }),
  };
}

/** A dollar amount: a number, never negative, whole dollars unless `cents`. */
export function amount(label: string, options: { min?: number; max?: number; cents?: boolean; help?: string } = {}): Field<number> {
  const min = options.min ?? 0;
  const max = options.max ?? 10_000_000;
  const cents = options.cents ?? false;
  return {
    spec: { kind: "amount", label, help: options.help, min, max, cents },
    schema: z
      .number({ error: `${label} must be an amount in dollars, like 4400` })
      .refine(Number.isFinite, { error: `${label} must be an amount in dollars, like 4400` })
      .min(min, { error: min === 0 ? `${label} cannot be negative` : `${label} must be at least ${min}` })
      .max(max, { error: `${label} can be at most ${max.toLocaleString("en-US")}` })
      .refine((value) => (cents ? Math.abs(value * 100 - Math.round(value * 100)) < 1e-6 : Number.isInteger(value)), {
        error: cents ? `${label} can have at most two decimals` : `${label} must be whole dollars`,
      }),
  };
}

function wholeNumber(label: string, min: number, max: number) {
  return z
    .number({ error: `${label} must be a whole number` })
    .int({ error: `${label} must be a whole number` })
    .min(min, { error: `${label} must be from ${min} to ${max}` })
    .max(max, { error: `${label} must be from ${min} to ${max}` });
}

export function integer(label: string, options: { min: number; max: number; help?: string }): Field<number> {
  return {
    spec: { kind: "integer", label, help: options.help, min: options.min, max: options.max, required: true },
    schema: wholeNumber(label, options.min, options.max),
  };
}

/**
 * A whole number staff may leave empty, stored as null: "not stated", never a guess. An empty box
 * and a stored document from before the field existed both read as null.
 */
export function optionalInteger(label: string, options: { min: number; max: number; help?: string }): Field<number | null> {
  return {
    spec: { kind: "integer", label, help: options.help, min: options.min, max: options.max, required: false },
    schema: z.preprocess(
      (value) => (value === undefined || (typeof value === "string" && value.trim() === "") ? null : value),
      wholeNumber(label, options.min, options.max).nullable(),
    ),
  };
}

/** A calendar date, yyyy-mm-dd. */
export function date(label: string, options: { help?: string } = {}): Field<string> {
  return {
    spec: { kind: "date", label, help: options.help, required: true },
    schema: z.iso.date({ error: `${label} must be a date (yyyy-mm-dd)` }),
  };
}

/** A site path ("/team") or an https address; anything else (http:, javascript:, mailto:) is refused. */
export function isSafeContentLink(value: string): boolean {
  if (value.startsWith("/")) return !value.startsWith("//") && !/[\s\\]/.test(value);
  try {
    const url = new URL(value);
    return url.protocol === "https:" && Boolean(url.hostname) && !/\s/.test(value);
  } catch {
    return false;
  }
}

export function link(label: string, options: { required?: boolean; help?: string } = {}): Field<string> {
  const required = options.required ?? true;
  return {
    spec: { kind: "link", label, help: options.help, required },
    schema: z
      .string({ error: `${label} must be text` })
      .trim()
      .max(URL_MAX, { error: `${label} can be at most ${URL_MAX} characters` })
      .refine((value) => (value === "" ? !required : isSafeContentLink(value)), {
        error: (issue) => (issue.input === "" ? `${label} is required` : `${label} must be an https:// address or a site path starting with /`),
      }),
  };
}

/** An image: a site path (built-in artwork or the media library's /media/... address). */
export function image(label: string, options: { required?: boolean; help?: string } = {}): Field<string> {
  const required = options.required ?? true;
  return {
    spec: { kind: "image", label, help: options.help, required },
    schema: z
      .string({ error: `${label} must be an image` })
      .trim()
      .max(URL_MAX)
      .refine((value) => (value === "" ? !required : value.startsWith("/") && !value.startsWith("//") && !/[\s\\"'<>]/.test(value)), {
        error: (issue) => (issue.input === "" ? `${label} is required` : `Choose ${label.toLowerCase()} from the media library`),
      }),
  };
}

export function select<const Value extends string>(
  label: string,
  options: readonly { value: Value; label: string }[],
  help?: string,
  { notPageWords = false }: { notPageWords?: boolean } = {},
): Field<Value> {
  const values = options.map((option) => option.value) as [Value, ...Value[]];
  return {
    spec: { kind: "select", label, help, options, ...(notPageWords ? { notPageWords: true } : {}) },
    schema: z.enum(values, { error: `Choose one of the ${label.toLowerCase()} options` }) as z.ZodType<Value>,
  };
}

export function boolean(label: string, help?: string): Field<boolean> {
  return { spec: { kind: "boolean", label, help }, schema: z.boolean({ error: `${label} must be on or off` }) };
}

export function group<const Fields extends FieldMap>(
  label: string,
  fields: Fields,
  help?: string,
  options: { notPageWords?: boolean } = {},
): Field<FieldsOutput<Fields>> {
  return {
    spec: { kind: "group", label, help, fields: specsOf(fields), ...(options.notPageWords ? { notPageWords: true } : {}) },
    schema: objectSchema(fields) as unknown as z.ZodType<FieldsOutput<Fields>>,
  };
}

/**
 * A list staff add to, remove from and reorder. `itemLabel` names the item field that titles each
 * entry in the form (a member's name, a bill's number), `singular` what one entry is called.
 */
export function list<const Fields extends FieldMap>(
  label: string,
  item: Fields,
  options: { max: number; min?: number; itemLabel: keyof Fields & string; singular: string; help?: string },
): Field<FieldsOutput<Fields>[]> {
  const min = options.min ?? 0;
  return {
    spec: { kind: "list", label, help: options.help, item: specsOf(item), min, max: options.max, itemLabel: options.itemLabel, singular: options.singular },
    schema: z
      .array(objectSchema(item), { error: `${label} must be a list` })
      .min(min, { error: `${label} needs at least ${min} ${min === 1 ? options.singular : `${options.singular}s`}` })
      .max(options.max, { error: `${label} can have at most ${options.max} entries` }) as unknown as z.ZodType<FieldsOutput<Fields>[]>,
  };
}

/**
 * A field added to a type after documents of it were stored: a stored document without it reads
 * as having `value` (the built-in text), so it keeps passing its rules and stays on the page
 * instead of giving way to the built-in document (decision 043). The form and every save carry it.
 */
export function addedLater<Output>(field: Field<Output>, value: Output): Field<Output> {
  return { spec: field.spec, schema: (field.schema as z.ZodType<Output>).default(value as never) as unknown as z.ZodType<Output> };
}

export function specsOf(fields: FieldMap): Record<string, FieldSpec> {
  return Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, field.spec]));
}

/** A strict object of the fields: a key the declaration does not know is refused, never stored. */
export function objectSchema<Fields extends FieldMap>(fields: Fields) {
  return z.strictObject(
    Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, field.schema])) as { [Key in keyof Fields]: Fields[Key]["schema"] },
  );
}
