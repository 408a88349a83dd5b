import { useEffect, useMemo, useRef, useState } from "react";
import { BROWSER_ZONE_FIELD, browserTimeZone } from "~/lib/core/browser-zone";
import { useFetcher } from "react-router";
import { Card } from "~/components/ui/card";
import { Honeypot } from "~/components/forms/honeypot";
import { useActionToast } from "~/components/admin/use-action-toast";
import { useHydrated } from "~/lib/ui/use-hydrated";
import type { FieldSpec } from "~/lib/site-content/fields";
import type { MediaItem } from "~/lib/media/media-item";
import { useUnsavedChanges } from "~/routes/admin/posts/editor/use-unsaved-changes";
import { RestoreOfferCard } from "~/components/admin/restore-offer-card";
import { AUTOSAVE_STATUS_TEXT, type ContentActionResult, type ContentConflict, type ContentIntentName, SAVING_INTENTS } from "../content-admin-text";
import type { DocumentStateFacts } from "../document-state";
import { AutosaveStatusLine } from "./autosave-status";
import { ConflictView } from "./conflict-view";
import { DocumentFields } from "./document-fields";
import { DocumentHeader, type DocumentSummary } from "./document-header";
import { pathKey, sameContent, setAt, stableJson, withItemKeys } from "./document-values";
import { ErrorSummary } from "./error-summary";
import { DocumentForm, type DocumentFormContext } from "./form-context";
import { PublishControls } from "./publish-controls";
import { useContentAutosave } from "./use-content-autosave";

export type EditorProps = {
  document: DocumentSummary;
  fields: Record<string, FieldSpec>;
  content: DocumentStateFacts & { version: number; data: Record<string, unknown>; reviewedAt: string | null };
  autosave: { data: unknown; baseVersion: number; savedAt: string } | null;
  atBuiltIn: boolean;
  library: MediaItem[];
  builtInImages: string[];
  canManage: boolean;
};

type Answer = ContentActionResult | undefined;

/** Focus (and scroll to) the first field the server refused, in the order the form shows them. */
function focusFirstError(form: HTMLFormElement | null) {
  const message = form?.querySelector<HTMLElement>('[role="alert"][id^="content-"][id$="-error"]');
  if (!message) return;
  const control = document.getElementById(message.id.slice(0, -"-error".length));
  const target = control ?? message;
  target.scrollIntoView({ block: "center" });
  target.focus({ preventScroll: true });
}

function toInstant(local: string): string {
  const date = local ? new Date(local) : null;
  return date && !Number.isNaN(date.getTime()) ? date.toISOString() : "";
}

/**
 * A document's form, drawn from its fields' descriptions, with everything a save can meet: the
 * server's messages at their fields, the conflict view, the autosave and its offer. What was typed
 * stays in the form whatever the server answers.
 */
export function DocumentEditor({ document, fields, content, autosave, atBuiltIn, library, builtInImages, canManage }: EditorProps) {
  const [values, setValues] = useState(() => withItemKeys(fields, content.data));
  const [baseVersion, setBaseVersion] = useState(content.version);
  const [saved, setSaved] = useState(() => stableJson(content.data));
  // Fields are drawn again from scratch when the form's content is replaced whole (take theirs, reset).
  const [generation, setGeneration] = useState(0);
  const [offer, setOffer] = useState(() => (canManage && autosave && !sameContent(autosave.data, content.data) ? autosave : null));
  const [announcement, setAnnouncement] = useState("");
  const [publishAt, setPublishAt] = useState("");
  const [cleared, setCleared] = useState<{ answer: Answer; keys: string[] }>({ answer: undefined, keys: [] });
  const [dismissed, setDismissed] = useState<Answer>(undefined);
  const formRef = useRef<HTMLFormElement>(null);
  const submitted = useRef<unknown>(null);
  const lastIntent = useRef<ContentIntentName>("draft");
  const fetcher = useFetcher<ContentActionResult>();
  const ready = useHydrated();
  const busy = fetcher.state !== "idle" || !ready;
  const dirty = stableJson(values) !== saved;
  useUnsavedChanges(canManage && dirty && !busy);
  const autosaver = useContentAutosave({ enabled: canManage && dirty && !offer && !busy, documentId: document.id, baseVersion, data: values });

  const answer: Answer = fetcher.data && typeof fetcher.data === "object" ? fetcher.data : undefined;
  const refused = answer && !answer.ok ? answer : undefined;
  const errors = useMemo(() => {
    const all = { ...(refused?.fieldErrors ?? {}) };
    if (cleared.answer === answer) for (const key of cleared.keys) delete all[key];
    return all;
  }, [refused, answer, cleared]);
  const conflict: ContentConflict | undefined = refused?.conflict && dismissed !== answer ? refused.conflict : undefined;

  function replaceContent(data: unknown, version: number) {
    setValues(withItemKeys(fields, data));
    setSaved(stableJson(data));
    setBaseVersion(version);
    setGeneration((current) => current + 1);
  }

  useActionToast(fetcher, (result) => {
    const intent = result.intent as ContentIntentName;
    const version = result.version ?? baseVersion;
    autosaver.forget();
    if (SAVING_INTENTS.includes(intent)) {
      setSaved(stableJson(submitted.current));
      setBaseVersion(version);
      setPublishAt("");
    } else if (intent === "reset" || intent === "discard") {
      // The loaders ran again before this answer arrived: `content` is what is stored now.
      replaceContent(content.data, version);
    } else {
      setBaseVersion(version);
    }
  });

  useEffect(() => {
    if (!busy && refused?.fieldErrors) window.requestAnimationFrame(() => focusFirstError(formRef.current));
  }, [busy, refused]);

  function submit(intent: ContentIntentName, version = baseVersion) {
    const body = new FormData(formRef.current ?? undefined);
    body.set("intent", intent);
    body.set("version", String(version));
    if (SAVING_INTENTS.includes(intent)) body.set("data", JSON.stringify(values));
    if (intent === "schedule") body.set("publishAt", toInstant(publishAt));
    body.set(BROWSER_ZONE_FIELD, browserTimeZone());
    submitted.current = values;
    lastIntent.current = intent;
    fetcher.submit(body, { method: "post", encType: "multipart/form-data" });
  }

  /** Forgets the answer's messages at these paths: the person changed what they were about. */
  const clearKeys = (keys: string[]) => setCleared((current) => ({ answer, keys: [...(current.answer === answer ? current.keys : []), ...keys] }));
  const context: DocumentFormContext = {
    errors,
    readOnly: !canManage,
    ready,
    library,
    builtInImages,
    setValue: (path, value) => {
      setValues((current) => setAt(current, path, value) as Record<string, unknown>);
      clearKeys([pathKey(path)]);
    },
    clearErrors: (path) => {
      const prefix = pathKey(path);
      clearKeys(Object.keys(errors).filter((key) => key === prefix || key.startsWith(`${prefix}.`)));
    },
    announce: setAnnouncement,
  };

  return (
    <Card>
      <form
        ref={formRef}
        noValidate
        aria-labelledby="content-form-title"
        className="space-y-5 p-4 sm:p-5"
        onSubmit={(event) => {
          event.preventDefault();
          if (canManage) submit("draft");
        }}
      >
        <Honeypot />
        <DocumentHeader document={document} content={content} canManage={canManage} dirty={dirty} />
        {canManage ? <AutosaveStatusLine status={autosaver.status} /> : null}
        <p role="status" aria-live="polite" className="sr-only">
          {announcement}
        </p>
        {offer ? (
          <RestoreOfferCard
            id="content-restore-offer-title"
            texts={AUTOSAVE_STATUS_TEXT}
            savedAt={offer.savedAt}
            newer={offer.baseVersion !== content.version ? AUTOSAVE_STATUS_TEXT.offerNewer : null}
            onRestore={() => {
              setValues(withItemKeys(fields, offer.data));
              // Based on the version it was typed against: a document saved since gives the conflict view, never a silent overwrite.
              setBaseVersion(offer.baseVersion);
              setGeneration((current) => current + 1);
              setOffer(null);
            }}
            onDiscard={() => {
              void autosaver.discard();
              setOffer(null);
            }}
          />
        ) : null}
        {conflict ? (
          <ConflictView
            fields={fields}
            theirs={conflict}
            mine={values}
            busy={busy}
            onKeepMine={() => {
              setBaseVersion(conflict.version);
              submit(lastIntent.current, conflict.version);
            }}
            onTakeTheirs={() => {
              replaceContent(conflict.data ?? content.data, conflict.version);
              setDismissed(answer);
            }}
          />
        ) : null}
        <ErrorSummary errors={errors} fields={fields} values={values} />
        <DocumentForm.Provider value={context}>
          <DocumentFields key={generation} fields={fields} value={values} path={[]} />
        </DocumentForm.Provider>
        {canManage ? (
          <PublishControls
            busy={busy}
            hasDraft={content.hasDraft}
            scheduled={Boolean(content.publishAt)}
            resettable={!atBuiltIn}
            reviewable={document.reviewEveryDays !== null}
            publishAt={publishAt}
            onPublishAt={(local) => {
              setPublishAt(local);
              clearKeys(["publishAt"]);
            }}
            publishAtError={errors.publishAt}
            onIntent={(intent) => submit(intent)}
          />
        ) : null}
      </form>
    </Card>
  );
}
