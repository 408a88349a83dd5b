import { htmlToText } from "~/lib/blog/excerpt";
import type { FieldSpec } from "~/lib/site-content/fields";
import { ContentEditor } from "~/routes/admin/posts/editor/content-editor";
import type { ValuePath } from "./document-values";
import { FieldFrame, useControl } from "./field-frame";
import { useDocumentForm } from "./form-context";

/** Rich text through the posts' editor (the server sanitizes it with the posts' allowlist when it is saved). */
export function RichTextField({ path, spec, value }: { path: ValuePath; spec: Extract<FieldSpec, { kind: "richText" }>; value: unknown }) {
  const { setValue, library } = useDocumentForm();
  const { id, error, props, readOnly } = useControl(path, spec);
  const html = typeof value === "string" ? value : "";
  return (
    <FieldFrame path={path} spec={spec} labelledBy>
      {readOnly ? (
        <p id={id} aria-labelledby={`${id}-label`} className="rounded-md border border-slate-300 p-3 text-sm whitespace-pre-line text-slate-800">
          {htmlToText(html)}
        </p>
      ) : (
        <ContentEditor
          id={id}
          value={html}
          onChange={(next) => setValue(path, next)}
          invalid={Boolean(error)}
          describedBy={props["aria-describedby"]}
          library={[...library]}
        />
      )}
    </FieldFrame>
  );
}
