import type { z } from "zod";
import { missingSlots } from "~/lib/site/text-template";

/** A text field whose slots the page fills: where it is in the document, its label, the slots it must keep. */
export type SlotTemplate = { path: readonly (string | number)[]; label: string; value: string; slots: readonly string[] };

/** Each template keeps the slots its page fills, or the field says which one is missing. */
export function requireSlots(context: z.RefinementCtx, templates: readonly SlotTemplate[]): void {
  for (const template of templates) {
    const missing = missingSlots(template.value, template.slots);
    if (missing.length) {
      context.addIssue({
        code: "custom",
        path: [...template.path],
        message: `${template.label} must keep ${missing.map((slot) => `{${slot}}`).join(" and ")}, where the page puts the ${missing.join(" and ")}`,
      });
    }
  }
}
