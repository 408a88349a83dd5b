import { type Field, group, text } from "~/lib/site-content/fields";

type Option<Value extends string> = { readonly value: Value; readonly label: string };

/**
 * The words a visitor sees for each choice of a closed list whose values are code (they are stored
 * and checked by the database): one text per value, so staff reword the choices but cannot add or
 * remove one. Each text is labelled in the form with the choice's name in the admin area.
 */
export function optionLabels<const Value extends string>(label: string, options: readonly Option<Value>[], help?: string): Field<Record<Value, string>> {
  const fields = Object.fromEntries(options.map((option) => [option.value, text(option.label, { max: 80 })]));
  return group(label, fields, help) as unknown as Field<Record<Value, string>>;
}

/** The built-in labels of a closed list's choices, as `optionLabels` stores them. */
export function labelsOf<const Value extends string>(options: readonly Option<Value>[]): Record<Value, string> {
  return Object.fromEntries(options.map((option) => [option.value, option.label])) as Record<Value, string>;
}
