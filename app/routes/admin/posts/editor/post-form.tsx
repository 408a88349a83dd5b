import { Copy, Eye, History, Save } from "lucide-react";
import { TOASTER_AVOID } from "~/lib/ui/toaster-placement";
import { useEffect, useMemo, useState } from "react";
import { Link, useFetcher, useLocation, useNavigate, href } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FieldError } from "~/components/ui/field-error";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { toast } from "~/components/ui/toaster";
import { isActionResult } from "~/lib/admin/action-result";
import { RestoreOfferCard } from "~/components/admin/restore-offer-card";
import { AUTOSAVE_TEXT, type AutosaveEntry, autosaveToOffer, NEW_POST_DRAFT_KEY, parseLocalCopy } from "~/lib/blog/autosave";
import { CONTENT_MAX } from "~/lib/blog/rules";
import type { PostFormValues } from "~/lib/blog/post-form-values";
import { TITLE_MAX } from "~/lib/blog/post-input";
import { SLUG_MAX } from "~/lib/blog/slug";
import { checkHtml, describeHtmlProblem } from "~/lib/blog/html-check";
import type { StoredFiguresYear } from "~/lib/hsa/figure-kinds";
import { warningKey } from "~/lib/hsa/figures-check";
import { checkPostFigures } from "~/lib/hsa/post-figures-check";
import { POST_ADMIN_TEXT, POST_LIST_FETCHER_KEY, type PostActionResult } from "../post-admin-text";
import { POST_TOASTS } from "../post-toasts";
import { POST_CATEGORIES, POST_TYPE_LABELS } from "~/lib/blog/rules";
import type { PostStatus } from "~/lib/blog/types";
import type { MediaItem } from "~/lib/media/media-item";
import { POST_TYPES } from "~/lib/blog/post-enums";
import { fieldProps, FormField, selectClass } from "~/components/admin/form-field";
import { useActionToast } from "~/components/admin/use-action-toast";
import { ContentEditor } from "./content-editor";
import { ExcerptField } from "./excerpt-field";
import { FiguresCheckList } from "./figures-check-list";
import { ImagePicker } from "./image-picker";
import { PublishOptions, type PublishChoice } from "./publish-options";
import { PendingChangesNotice } from "./pending-changes-notice";
import { TagsField } from "./tags-field";
import { AutosaveStatusLine } from "./autosave-status";
import { SearchFields } from "./search-fields";
import { useAutosave } from "./use-autosave";
import { useUnsavedChanges } from "./use-unsaved-changes";
import { Honeypot } from "~/components/forms/honeypot";

export type { PostFormValues };

export type PostFormProps = {
  /** Null for a new post. */
  post: {
    id: string;
    slug: string;
    version: number;
    status: PostStatus;
    publishAt: string | null;
    /** A live post's changes not yet public (decision 091): the form shows them. */
    hasPendingChanges?: boolean;
    pendingPublishAt?: string | null;
  } | null;
  initial: PostFormValues;
  /** The newest images of the media library, offered beside the curated ones. */
  library: MediaItem[];
  /** The signed-in user's autosave of this form, if any. */
  autosave: AutosaveEntry | null;
  userId: string;
  /** The published HSA figures and the firm's today, for the figures check. */
  figures: { years: readonly StoredFiguresYear[]; today: string; confirmed?: readonly string[] };
};

function readLocalCopy(key: string): AutosaveEntry | null {
  try {
    return parseLocalCopy(window.localStorage.getItem(key));
  } catch {
    return null;
  }
}

const CONTENT_TOO_LONG = `Content can be at most ${CONTENT_MAX.toLocaleString("en-US")} characters`;

/** Create or edit a post. What was typed stays in the form whatever the server answers. */
export function PostForm({ post, initial, library, autosave, userId, figures }: PostFormProps) {
  const [values, setValues] = useState(initial);
  const [baseVersion, setBaseVersion] = useState(post?.version ?? null);
  // undefined until this browser's copy has been read: nothing is autosaved before the offer is answered.
  const [offer, setOffer] = useState<AutosaveEntry | null | undefined>(undefined);
  const [saved, setSaved] = useState(JSON.stringify(initial));
  const [choice, setChoice] = useState<PublishChoice>(post ? "keep" : "publish");
  const [publishAt, setPublishAt] = useState("");
  const fetcher = useFetcher<PostActionResult>();
  const duplicate = useFetcher<PostActionResult>({ key: POST_LIST_FETCHER_KEY });
  // The notice of unpublished changes: published or discarded, back to the list as after a save.
  const pendingFetcher = useFetcher<PostActionResult>();
  const navigate = useNavigate();
  // The list under the form stays on the page the post was opened from.
  const backToList = { pathname: href("/svcs/admin-dashboard/posts"), search: useLocation().search };
  const dirty = JSON.stringify(values) !== saved;
  useUnsavedChanges(dirty && fetcher.state === "idle");
  const draftKey = post?.id ?? NEW_POST_DRAFT_KEY;
  const autosaver = useAutosave({ enabled: dirty && offer === null && fetcher.state === "idle", userId, draftKey, baseVersion, values });
  useEffect(() => {
    // This browser's copy exists only in the browser: read once the form is on screen.
    // Decided once: a later revalidation of the loader must not bring the offer back.
    const decide = () => setOffer((current) => (current === undefined ? autosaveToOffer(initial, autosave, readLocalCopy(autosaver.storageKey)) : current));
    const timer = window.setTimeout(decide, 0);
    return () => window.clearTimeout(timer);
  }, [initial, autosave, autosaver.storageKey]);
  useActionToast(fetcher, () => {
    autosaver.forgetLocalCopy();
    setSaved(JSON.stringify(values));
    // Let the guard see the saved state before leaving.
    setTimeout(() => navigate(backToList), 0);
  });
  useActionToast(pendingFetcher, () => navigate(backToList));
  useActionToast(
    duplicate,
    (result) => {
      if (result.saved) navigate(`${href("/svcs/admin-dashboard/posts")}/${result.saved.id}/edit`);
    },
    false,
  );

  const answer = isActionResult(fetcher.data) ? fetcher.data : undefined;
  const serverErrors = answer?.ok === false ? (answer.fieldErrors ?? {}) : {};
  const tooLong = values.content.length > CONTENT_MAX;
  const errors: Record<string, string | undefined> = { ...serverErrors, ...(tooLong ? { content: CONTENT_TOO_LONG } : {}) };
  const conflict = answer?.ok === false ? answer.conflict : undefined;
  const htmlProblems = useMemo(() => checkHtml(values.content), [values.content]);
  const figureWarnings = useMemo(
    () =>
      checkPostFigures({ title: values.title, excerpt: values.excerpt, content: values.content }, figures.years, figures.today).filter(
        (warning) => !figures.confirmed?.includes(warningKey(warning)),
      ),
    [values.title, values.excerpt, values.content, figures],
  );
  const set =
    <K extends keyof PostFormValues>(key: K) =>
    (value: PostFormValues[K]) =>
      setValues((current) => ({ ...current, [key]: value }));

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    // A body over the cap is stopped here, with its message at the field; the text stays in the form.
    if (tooLong) {
      event.preventDefault();
      toast({ ...POST_TOASTS.saveFailed(CONTENT_TOO_LONG), variant: "destructive" });
      document.getElementById("post-content-error")?.scrollIntoView({ block: "center" });
      return;
    }
    if (htmlProblems.length) toast({ ...POST_TOASTS.htmlWarning, variant: "destructive" });
  }

  function restore(entry: AutosaveEntry) {
    setValues(entry.values);
    // Based on the version it was typed against: a post saved since then gives the conflict view, never a silent overwrite.
    if (post) setBaseVersion(entry.baseVersion ?? post.version);
    setOffer(null);
  }

  return (
    <Card>
      <fetcher.Form method="post" onSubmit={onSubmit} className="space-y-5 p-4 sm:p-5" aria-labelledby="post-form-title" noValidate>
        <Honeypot />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="post-form-title" className="text-lg font-semibold text-slate-900">
            {post ? POST_ADMIN_TEXT.editTitle : POST_ADMIN_TEXT.createTitle}
          </h2>
          {post ? (
            <div className="flex flex-wrap gap-2">
              <Button asChild variant="outline" size="sm">
                <Link to={href("/svcs/admin-dashboard/posts/:postId/history", { postId: post.id })}>
                  <History aria-hidden />
                  History
                </Link>
              </Button>
              <Button asChild variant="outline" size="sm">
                <Link to={href("/svcs/admin-dashboard/posts/:postId/preview", { postId: post.id })} reloadDocument>
                  <Eye aria-hidden />
                  Preview
                </Link>
              </Button>
            </div>
          ) : null}
        </div>
        <AutosaveStatusLine status={autosaver.status} postStatus={post?.status ?? null} />
        {post?.hasPendingChanges && post.status === "published" ? (
          <PendingChangesNotice
            postId={post.id}
            version={baseVersion ?? post.version}
            scheduledAt={post.pendingPublishAt ?? null}
            dirty={dirty}
            fetcher={pendingFetcher}
          />
        ) : null}
        {offer ? (
          <RestoreOfferCard
            id="restore-offer-title"
            texts={AUTOSAVE_TEXT}
            savedAt={offer.savedAt}
            newer={post && offer.baseVersion !== null && offer.baseVersion !== post.version ? AUTOSAVE_TEXT.offerNewerPost : null}
            onRestore={() => restore(offer)}
            onDiscard={() => {
              void autosaver.discard();
              setOffer(null);
            }}
          />
        ) : null}
        {post ? <input type="hidden" name="version" value={conflict ? conflict.version : (baseVersion ?? post.version)} /> : null}
        {conflict ? (
          <div role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
            <p className="font-semibold">{POST_TOASTS.conflict.title}</p>
            <p className="mt-1">{POST_TOASTS.conflict.description}</p>
            <p className="mt-3 font-medium">
              Their version (version {conflict.version}): {conflict.title}
            </p>
            <label htmlFor="post-conflict-theirs" className="mt-2 block font-medium">
              Their text
            </label>
            <textarea
              id="post-conflict-theirs"
              readOnly
              value={conflict.text}
              rows={8}
              className="mt-1 block w-full rounded-md border border-amber-300 bg-white p-2 text-sm whitespace-pre-wrap text-slate-900"
            />
            <p className="mt-2">Saving again replaces their version with the text in this form.</p>
          </div>
        ) : null}
        <div className="grid gap-4 md:grid-cols-2">
          <FormField id="post-title" label="Title" error={errors.title}>
            <Input
              {...fieldProps("post-title", errors.title)}
              name="title"
              value={values.title}
              maxLength={TITLE_MAX}
              onChange={(event) => set("title")(event.target.value)}
            />
          </FormField>
          <FormField id="post-slug" label="Address (slug)" error={errors.slug}>
            <Input
              {...fieldProps("post-slug", errors.slug)}
              name="slug"
              value={values.slug}
              maxLength={SLUG_MAX}
              placeholder="From the title"
              autoCapitalize="none"
              spellCheck={false}
              onChange={(event) => set("slug")(event.target.value)}
            />
          </FormField>
          <FormField id="post-date" label="Date" error={errors.date}>
            <Input
              {...fieldProps("post-date", errors.date)}
              name="date"
              type="date"
              value={values.date}
              onChange={(event) => set("date")(event.target.value)}
            />
          </FormField>
          <FormField id="post-type" label="Type" error={errors.type}>
            <select
              {...fieldProps("post-type", errors.type)}
              name="type"
              className={selectClass}
              value={values.type ?? ""}
              onChange={(event) => set("type")(POST_TYPES.find((type) => type === event.target.value) ?? null)}
            >
              {POST_TYPES.map((type) => (
                <option key={type} value={type}>
                  {POST_TYPE_LABELS[type]}
                </option>
              ))}
            </select>
          </FormField>
          <FormField id="post-category" label="Category" error={errors.category}>
            <select
              {...fieldProps("post-category", errors.category)}
              name="category"
              className={selectClass}
              value={values.category}
              onChange={(event) => set("category")(event.target.value)}
            >
              <option value="">Choose a category</option>
              {POST_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {category}
                </option>
              ))}
            </select>
          </FormField>
        </div>
        <ImagePicker type={values.type} value={values.image} onChange={set("image")} error={errors.image} library={library} />
        <label className="flex items-center gap-2 text-sm font-medium text-slate-900">
          <input type="checkbox" name="featured" checked={values.featured} onChange={(event) => set("featured")(event.target.checked)} className="size-4" />
          Featured post
        </label>
        <ExcerptField value={values.excerpt} content={values.content} onChange={set("excerpt")} error={errors.excerpt} />
        <TagsField tags={values.tags} onChange={set("tags")} error={errors.tags} />
        <div>
          <div className="flex flex-wrap items-center justify-between gap-2">
            {/* Names the editor through its aria-labelledby: the editor is a contenteditable region, not a form control a label's for= can name. */}
            <Label id="post-content-label">Content</Label>
            <div className="flex flex-wrap gap-2">
              <Badge tone={figureWarnings.length ? "warning" : "accent"} aria-live="polite">
                {figureWarnings.length ? POST_ADMIN_TEXT.figuresWarning(figureWarnings.length) : POST_ADMIN_TEXT.figuresMatch}
              </Badge>
              <Badge tone={htmlProblems.length ? "warning" : "accent"} aria-live="polite">
                {htmlProblems.length ? POST_ADMIN_TEXT.htmlWarning : POST_ADMIN_TEXT.validHtml}
              </Badge>
            </div>
          </div>
          <div className="mt-1.5">
            <ContentEditor
              id="post-content"
              value={values.content}
              onChange={set("content")}
              invalid={Boolean(errors.content)}
              describedBy={errors.content ? "post-content-error" : undefined}
              library={library}
            />
          </div>
          <input type="hidden" name="content" value={values.content} />
          {htmlProblems.length ? (
            <ul className="mt-1 list-disc pl-5 text-xs text-amber-900">
              {htmlProblems.slice(0, 5).map((problem, index) => (
                <li key={index}>{describeHtmlProblem(problem)}</li>
              ))}
            </ul>
          ) : null}
          <FiguresCheckList warnings={figureWarnings} postId={post?.id ?? null} />
          <FieldError id="post-content-error" message={errors.content} />
        </div>
        <SearchFields
          values={values}
          fallback={{ title: values.title, excerpt: values.excerpt }}
          onChange={(changed) => setValues((current) => ({ ...current, ...changed }))}
          errors={errors}
        />
        <PublishOptions
          current={post?.status ?? null}
          choice={choice}
          onChoice={setChoice}
          publishAt={publishAt}
          onPublishAt={setPublishAt}
          error={errors.publishAt}
        />
        <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 pt-4" {...{ [TOASTER_AVOID]: "" }}>
          <Button asChild variant="outline">
            <Link to={backToList}>Cancel</Link>
          </Button>
          {post ? (
            <Button
              type="button"
              variant="outline"
              disabled={duplicate.state !== "idle"}
              onClick={() => duplicate.submit({ intent: "duplicate", postId: post.id }, { method: "post", action: href("/svcs/admin-dashboard/posts") })}
            >
              <Copy aria-hidden />
              Duplicate
            </Button>
          ) : null}
          <Button type="submit" disabled={fetcher.state !== "idle"}>
            <Save aria-hidden />
            {post ? POST_ADMIN_TEXT.update : POST_ADMIN_TEXT.save}
          </Button>
        </div>
      </fetcher.Form>
    </Card>
  );
}
