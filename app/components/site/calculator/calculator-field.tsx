import type { ReactNode } from "react";
import { type CalculatorErrors, type CalculatorField, type CalculatorValues, offeredOptions, type SelectOption } from "~/lib/hsa/calculator-query";
import { ENHANCE } from "~/lib/site/enhance-attributes";
import { mergeClasses } from "~/lib/ui/merge-classes";

export const fieldId = (name: CalculatorField) => `calc-${name}`;
export const errorId = (name: CalculatorField) => `calc-${name}-error`;
const hintId = (name: CalculatorField) => `calc-${name}-hint`;

export const controlClass =
  "mt-1.5 block h-11 w-full rounded-lg border border-slate-400 bg-white px-3 text-base text-slate-900 aria-invalid:border-red-700 aria-invalid:ring-1 aria-invalid:ring-red-700";

type FieldProps = {
  name: CalculatorField;
  label: ReactNode;
  hint?: string;
  values: CalculatorValues;
  errors: CalculatorErrors;
  /** A label read by screen readers only (rows of changes label their columns once, visibly). */
  labelHidden?: boolean;
  className?: string;
};

/** What a control needs to be tied to its hint and error. The error element is always there, hidden when empty, so the enhancement script can fill it in. */
function describedBy(name: CalculatorField, hint: string | undefined, errors: CalculatorErrors) {
  const ids = [hint ? hintId(name) : null, errors[name] ? errorId(name) : null].filter(Boolean);
  return { "aria-describedby": ids.length ? ids.join(" ") : undefined, "aria-invalid": errors[name] ? true : undefined };
}

function FieldFrame({ name, label, hint, errors, labelHidden, className, children }: Omit<FieldProps, "values"> & { children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={fieldId(name)} className={labelHidden ? "sr-only" : "block text-sm font-semibold text-slate-900"}>
        {label}
      </label>
      {children}
      {hint ? (
        <p id={hintId(name)} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <p id={errorId(name)} {...{ [ENHANCE.calculatorError]: name }} hidden={!errors[name]} className="mt-1 text-sm font-semibold text-red-700">
        {errors[name]}
      </p>
    </div>
  );
}

/** A typed answer: shown back exactly as typed, whatever the server made of it. */
export function TextField({ inputMode, suffix, ...props }: FieldProps & { inputMode: "numeric" | "decimal"; suffix?: string }) {
  const { name, hint, values, errors } = props;
  const input = (
    <input
      id={fieldId(name)}
      name={name}
      type="text"
      inputMode={inputMode}
      autoComplete="off"
      defaultValue={values[name]}
      maxLength={40}
      className={mergeClasses(controlClass, suffix && "pr-9")}
      {...describedBy(name, hint, errors)}
    />
  );
  return (
    <FieldFrame {...props}>
      {suffix ? (
        <div className="relative">
          {input}
          <span aria-hidden="true" className="pointer-events-none absolute top-1/2 right-3 mt-0.75 -translate-y-1/2 text-slate-600">
            {suffix}
          </span>
        </div>
      ) : (
        input
      )}
    </FieldFrame>
  );
}

/** A list of choices; an answer it does not offer shows as `chooseLabel`, never as its first choice. */
export function SelectField({ options, chooseLabel, ...props }: FieldProps & { options: readonly SelectOption[]; chooseLabel: string }) {
  const { name, hint, values, errors } = props;
  return (
    <FieldFrame {...props}>
      <select id={fieldId(name)} name={name} defaultValue={values[name]} className={controlClass} {...describedBy(name, hint, errors)}>
        {offeredOptions(options, values[name], chooseLabel).map((option) => (
          <option key={option.value} value={option.value} {...(option.unchosen ? { [ENHANCE.calculatorUnchosen]: "" } : {})}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
