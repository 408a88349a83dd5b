import { useState } from "react";
import { Input } from "~/components/ui/input";
import { formatUsd } from "~/lib/core/money";
import type { FieldSpec } from "~/lib/site-content/fields";
import { parseAmount, type ValuePath } from "./document-values";
import { FieldFrame, useControl } from "./field-frame";
import { useDocumentForm } from "./form-context";

const shownValue = (value: unknown) => (typeof value === "number" ? formatUsd(value) : typeof value === "string" ? value : "");

/**
 * A dollar amount, shown formatted ("$4,400"). What is typed stays as typed until the field is
 * left ("$4,500" and "4500" both read as 4500), so focusing never changes the text under the
 * caret or a selection; it is kept as a number when it reads as one, else as the text, which the
 * server refuses at this field.
 */
export function AmountInput({ path, spec, value }: { path: ValuePath; spec: Extract<FieldSpec, { kind: "amount" }>; value: unknown }) {
  const { setValue } = useDocumentForm();
  const { props, readOnly } = useControl(path, spec);
  const [typing, setTyping] = useState<string | null>(null);
  const shown = typing ?? shownValue(value);
  return (
    <FieldFrame path={path} spec={spec}>
      <Input
        {...props}
        inputMode="decimal"
        autoComplete="off"
        required
        readOnly={readOnly}
        value={shown}
        onChange={(event) => {
          setTyping(event.target.value);
          setValue(path, parseAmount(event.target.value));
        }}
        onBlur={() => setTyping(null)}
      />
    </FieldFrame>
  );
}
