import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import { Bold, Code, Heading2, Heading3, ImageIcon, Italic, Link2, List, ListOrdered, Quote, Table, Upload } from "lucide-react";
import { type ClipboardEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { PROSE_CLASSES } from "~/components/blog/post-content";
import { CURATED_IMAGES } from "~/lib/blog/curated-images";
import type { MediaItem } from "~/lib/media/media-item";
import { type ImageToInsert, InsertImageDialog } from "./insert-image-dialog";
import { editorExtensions } from "~/lib/blog/editor-extensions";
import { cleanPastedHtml, normalizeEditorHtml } from "~/lib/blog/editor-html";
import { cn } from "~/lib/ui/cn";
import "./prosemirror.css";

type Props = { id: string; value: string; onChange: (html: string) => void; invalid: boolean; describedBy?: string; library: MediaItem[] };

/** The first file a drop or paste carries; the server decides whether it is an image. */
function firstFile(list: FileList | null | undefined): File | null {
  return list && list.length > 0 ? list[0]! : null;
}

function ToolButton({ label, active = false, onClick, children }: { label: string; active?: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={active}
      onClick={onClick}
      className={cn(
        "inline-flex size-9 items-center justify-center rounded-md text-slate-800 hover:bg-slate-200 focus-visible:outline-3 focus-visible:outline-brand-600 [&_svg]:size-4",
        active && "bg-brand-100 text-brand-900",
      )}
    >
      {children}
    </button>
  );
}

function Toolbar({
  editor,
  onSource,
  library,
  onInsertImage,
}: {
  editor: Editor;
  onSource: () => void;
  library: MediaItem[];
  onInsertImage: (image: ImageToInsert) => void;
}) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h2: e.isActive("heading", { level: 2 }),
      h3: e.isActive("heading", { level: 3 }),
      bold: e.isActive("bold"),
      italic: e.isActive("italic"),
      bullet: e.isActive("bulletList"),
      ordered: e.isActive("orderedList"),
      quote: e.isActive("blockquote"),
      link: e.isActive("link"),
    }),
  });
  const chain = () => editor.chain().focus();
  function setLink() {
    const current = editor.getAttributes("link").href as string | undefined;
    const href = window.prompt("Link address (a site path starting with / or an http(s) address). Leave empty to remove the link.", current ?? "");
    if (href === null) return;
    if (href.trim() === "") chain().extendMarkRange("link").unsetLink().run();
    else chain().extendMarkRange("link").setLink({ href: href.trim() }).run();
  }
  function insertImage(src: string) {
    const item = library.find((candidate) => candidate.url === src);
    if (item) onInsertImage({ item });
    else if (src) chain().setImage({ src, alt: "" }).run();
  }
  return (
    <div role="toolbar" aria-label="Formatting" className="flex flex-wrap items-center gap-1 border-b border-slate-300 bg-slate-50 p-1">
      <ToolButton label="Heading 2" active={state.h2} onClick={() => chain().toggleHeading({ level: 2 }).run()}>
        <Heading2 aria-hidden />
      </ToolButton>
      <ToolButton label="Heading 3" active={state.h3} onClick={() => chain().toggleHeading({ level: 3 }).run()}>
        <Heading3 aria-hidden />
      </ToolButton>
      <ToolButton label="Bold" active={state.bold} onClick={() => chain().toggleBold().run()}>
        <Bold aria-hidden />
      </ToolButton>
      <ToolButton label="Italic" active={state.italic} onClick={() => chain().toggleItalic().run()}>
        <Italic aria-hidden />
      </ToolButton>
      <ToolButton label="Bulleted list" active={state.bullet} onClick={() => chain().toggleBulletList().run()}>
        <List aria-hidden />
      </ToolButton>
      <ToolButton label="Numbered list" active={state.ordered} onClick={() => chain().toggleOrderedList().run()}>
        <ListOrdered aria-hidden />
      </ToolButton>
      <ToolButton label="Quote" active={state.quote} onClick={() => chain().toggleBlockquote().run()}>
        <Quote aria-hidden />
      </ToolButton>
      <ToolButton label="Link" active={state.link} onClick={setLink}>
        <Link2 aria-hidden />
      </ToolButton>
      <ToolButton label="Table with header row" onClick={() => chain().insertTable({ rows: 3, cols: 2, withHeaderRow: true }).run()}>
        <Table aria-hidden />
      </ToolButton>
      <span className="inline-flex items-center gap-1 text-sm text-slate-800">
        <ImageIcon aria-hidden className="size-4" />
        <select
          aria-label="Insert image"
          className="h-9 rounded-md border border-slate-300 bg-white px-1 text-sm"
          value=""
          onChange={(event) => insertImage(event.target.value)}
        >
          <option value="">Image…</option>
          <optgroup label="Curated">
            {[...CURATED_IMAGES.blog, ...CURATED_IMAGES.newsletter].map((image) => (
              <option key={image.src} value={image.src}>
                {image.label}
              </option>
            ))}
          </optgroup>
          {library.length ? (
            <optgroup label="Media library">
              {library.map((item) => (
                <option key={item.id} value={item.url}>
                  {item.alt || item.originalName || "Uploaded image"}
                </option>
              ))}
            </optgroup>
          ) : null}
        </select>
      </span>
      <label className="inline-flex h-9 cursor-pointer items-center gap-1 rounded-md px-2 text-sm text-slate-800 hover:bg-slate-200 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-600">
        <Upload aria-hidden className="size-4" />
        Upload image
        <input
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
          className="sr-only"
          onChange={(event) => {
            const file = firstFile(event.target.files);
            event.target.value = "";
            if (file) onInsertImage({ file });
          }}
        />
      </label>
      <ToolButton label="HTML source" onClick={onSource}>
        <Code aria-hidden />
      </ToolButton>
    </div>
  );
}

/** Pastes the clipboard's HTML source into a textarea without meta, style, head and script elements. */
function pasteCleanSource(event: ClipboardEvent<HTMLTextAreaElement>, onChange: (html: string) => void) {
  const pasted = event.clipboardData.getData("text/plain");
  if (!/<(meta|style|head|script|link|title)\b/i.test(pasted)) return;
  event.preventDefault();
  const area = event.currentTarget;
  const next = `${area.value.slice(0, area.selectionStart)}${cleanPastedHtml(pasted)}${area.value.slice(area.selectionEnd)}`;
  onChange(next);
}

/**
 * The post body: a WYSIWYG editor (TipTap) and an HTML source view of the same value. The editor
 * renders only in the browser; the stored value is its HTML, sanitized again by the server.
 */
export function ContentEditor({ id, value, onChange, invalid, describedBy, library }: Props) {
  const [source, setSource] = useState(false);
  const [toInsert, setToInsert] = useState<ImageToInsert | null>(null);
  const latest = useRef(value);
  const editor = useEditor({
    immediatelyRender: false,
    // Its stylesheet comes with this module (prosemirror.css): an injected <style> would break the CSP.
    injectCSS: false,
    extensions: editorExtensions(),
    content: value,
    editorProps: {
      attributes: {
        id,
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": `${id}-label`,
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        // The post page's own typography: headings, lists and quotes look here as they will when published.
        class: cn(PROSE_CLASSES, "min-h-64 p-3 focus:outline-3 focus:-outline-offset-3 focus:outline-brand-600"),
      },
      transformPastedHTML: cleanPastedHtml,
      // A dropped or pasted file is uploaded (after its alt text is given), never inlined as data.
      handleDrop: (_view, event) => {
        const file = firstFile(event.dataTransfer?.files);
        if (!file) return false;
        event.preventDefault();
        setToInsert({ file });
        return true;
      },
      handlePaste: (_view, event) => {
        const file = firstFile(event.clipboardData?.files);
        if (!file) return false;
        event.preventDefault();
        setToInsert({ file });
        return true;
      },
    },
    onUpdate: ({ editor: e }) => {
      const html = normalizeEditorHtml(e.getHTML());
      latest.current = html;
      onChange(html);
    },
  });
  // A value set from outside (source view, a restored draft) goes into the editor.
  useEffect(() => {
    if (!editor || source || value === latest.current) return;
    latest.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value, source]);

  return (
    <div className={cn("overflow-hidden rounded-md border bg-white", invalid ? "border-red-700" : "border-slate-400")}>
      {source ? (
        <>
          <div className="flex items-center justify-between border-b border-slate-300 bg-slate-50 p-1">
            <span className="px-2 text-sm font-medium text-slate-700">HTML source</span>
            <button
              type="button"
              className="rounded-md px-3 py-1.5 text-sm font-semibold text-brand-800 hover:bg-slate-200 focus-visible:outline-3 focus-visible:outline-brand-600"
              onClick={() => setSource(false)}
            >
              Back to editor
            </button>
          </div>
          <textarea
            id={id}
            aria-labelledby={`${id}-label`}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            className="block min-h-64 w-full p-3 font-mono text-xs text-slate-900 focus:outline-3 focus:-outline-offset-3 focus:outline-brand-600"
            value={value}
            spellCheck={false}
            onPaste={(event) => pasteCleanSource(event, onChange)}
            onChange={(event) => onChange(event.target.value)}
          />
        </>
      ) : editor ? (
        <>
          <Toolbar editor={editor} onSource={() => setSource(true)} library={library} onInsertImage={setToInsert} />
          <EditorContent editor={editor} />
          <InsertImageDialog
            image={toInsert}
            onClose={() => setToInsert(null)}
            onInsert={(image) => {
              setToInsert(null);
              editor.chain().focus().setImage(image).run();
            }}
          />
        </>
      ) : (
        <p className="min-h-64 p-3 text-sm text-slate-600">Loading editor...</p>
      )}
    </div>
  );
}
