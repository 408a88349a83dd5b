import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { consultationFormContent } from "~/content/consultation-form";
import { consultationThanksContent } from "~/content/consultation-thanks";
import { CONTENT_TYPES } from "~/content/registry";
import { LEAD_TOPICS, ORGANISATION_TYPES, valuesOf } from "~/lib/leads/lead-options";
import type { FieldSpec } from "~/lib/site-content/fields";
import { contentFieldErrors } from "~/lib/site-content/field-paths";

type Mutable<T> = { -readonly [Key in keyof T]: Mutable<T[Key]> };
const form = () => structuredClone(consultationFormContent.documents[0]!.defaults) as Mutable<(typeof consultationFormContent.documents)[0]["defaults"]>;
const thanks = () => structuredClone(consultationThanksContent.documents[0]!.defaults) as Mutable<(typeof consultationThanksContent.documents)[0]["defaults"]>;
const errorsOf = (type: { schema: z.ZodType }, data: unknown) => {
  const parsed = type.schema.safeParse(data);
  return parsed.success ? {} : contentFieldErrors(parsed.error);
};
const choicesOf = (field: string) => {
  const spec = consultationFormContent.fields[field] as Extract<FieldSpec, { kind: "group" }>;
  return spec.fields.options as Extract<FieldSpec, { kind: "group" }>;
};

describe("the consultation form's and thank-you page's content", () => {
  it("keeps each built-in document exactly as its own schema stores it, and lists both types in the Site Content section", () => {
    for (const type of [consultationFormContent, consultationThanksContent]) {
      const document = type.documents[0]!;
      const parsed = type.schema.safeParse(document.defaults);
      expect(parsed.error?.issues ?? [], type.id).toEqual([]);
      expect(parsed.data, type.id).toEqual(document.defaults);
      expect(CONTENT_TYPES).toContain(type);
    }
    expect(consultationThanksContent.documents[0]!.pages).toEqual(["/contact/thank-you"]);
    expect(consultationFormContent.documents[0]!.pages).toContain("/contact");
  });

  it("gives staff one label per stored choice, titled with the choice's name, starting from the code's labels", () => {
    expect(Object.keys(choicesOf("organisationType").fields)).toEqual(valuesOf(ORGANISATION_TYPES));
    expect(Object.keys(choicesOf("topic").fields)).toEqual(valuesOf(LEAD_TOPICS));
    expect(Object.values(choicesOf("topic").fields).map((spec) => spec.label)).toEqual(LEAD_TOPICS.map((topic) => topic.label));
    expect(form().topic.options).toEqual(Object.fromEntries(LEAD_TOPICS.map((topic) => [topic.value, topic.label])));
  });

  it("refuses a choice added, a choice removed or a label left empty", () => {
    const added = form();
    (added.organisationType.options as Record<string, string>).government = "Government";
    expect(Object.keys(errorsOf(consultationFormContent, added))).toEqual(["organisationType.options"]);
    const removed = form();
    delete (removed.topic.options as Partial<Record<string, string>>).other;
    expect(errorsOf(consultationFormContent, removed)).toEqual({ "topic.options.other": "Something else must be text" });
    const empty = form();
    empty.topic.options.compliance = "  ";
    expect(errorsOf(consultationFormContent, empty)).toEqual({ "topic.options.compliance": "Compliance is required" });
  });

  it("keeps the consent sentence's {link}, and lets the hints be left empty", () => {
    const data = form();
    data.consent.sentence = "I agree to be contacted and to the privacy policy.";
    expect(errorsOf(consultationFormContent, data)).toEqual({
      "consent.sentence": "Sentence must keep {link}, where the page puts the link",
    });
    data.consent.sentence = "I agree: see the {link}.";
    data.email.hint = "";
    data.message.hint = "";
    expect(errorsOf(consultationFormContent, data)).toEqual({});
  });

  it("refuses a next step listed twice, and a thank-you page without any", () => {
    const data = thanks();
    data.steps.push({ text: ` ${data.steps[0]!.text.toUpperCase()}` });
    expect(errorsOf(consultationThanksContent, data)).toEqual({ "steps.3.text": "This step is already in the list" });
    data.steps = [];
    expect(errorsOf(consultationThanksContent, data)).toEqual({ steps: "Next steps needs at least 1 step" });
  });
});
