import type { DiffBlock, RevisionDiff, WordPart } from "~/lib/blog/revision-diff";

/** Words as text, additions underlined and removals struck through (not only coloured). */
function Words({ parts }: { parts: WordPart[] }) {
  return (
    <>
      {parts.map((part, index) =>
        part.change === "added" ? (
          <ins key={index} className="bg-emerald-100 text-emerald-950 underline decoration-emerald-700">
            {part.text}
          </ins>
        ) : part.change === "removed" ? (
          <del key={index} className="bg-red-100 text-red-950 line-through decoration-red-700">
            {part.text}
          </del>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}

function Block({ block }: { block: DiffBlock }) {
  if (block.change === "unchanged") {
    return <p className="text-xs text-slate-500 italic">{block.count === 1 ? "1 unchanged block" : `${block.count} unchanged blocks`}</p>;
  }
  if (block.change === "formatting") {
    return (
      <p className="border-l-4 border-slate-300 pl-3">
        <span className="mr-2 text-xs font-semibold text-slate-600 uppercase">Formatting changed</span>
        {block.text}
      </p>
    );
  }
  const label = { added: "Added", removed: "Removed", changed: "Changed" }[block.change];
  return (
    <p className="border-l-4 border-amber-300 pl-3">
      <span className="sr-only">{label}: </span>
      <Words parts={block.parts} />
    </p>
  );
}

/** What one revision changed compared with the one before it. */
export function RevisionChanges({ changes }: { changes: RevisionDiff }) {
  const titleChanged = changes.title.some((part) => part.change);
  const excerptChanged = changes.excerpt.some((part) => part.change);
  const contentChanged = changes.content.some((block) => block.change !== "unchanged");
  return (
    <div className="space-y-4 text-sm text-slate-900">
      {!titleChanged && !excerptChanged && !contentChanged && !changes.fields.length ? <p>Nothing changed in this revision.</p> : null}
      {titleChanged ? (
        <div>
          <h4 className="font-semibold">Title</h4>
          <p className="mt-1">
            <Words parts={changes.title} />
          </p>
        </div>
      ) : null}
      {changes.fields.length ? (
        <div>
          <h4 className="font-semibold">Settings</h4>
          <ul className="mt-1 space-y-1">
            {changes.fields.map((field) => (
              <li key={field.field}>
                {field.field}: <del className="bg-red-100 line-through">{field.before}</del> → <ins className="bg-emerald-100 underline">{field.after}</ins>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {excerptChanged ? (
        <div>
          <h4 className="font-semibold">Excerpt</h4>
          <p className="mt-1">
            <Words parts={changes.excerpt} />
          </p>
        </div>
      ) : null}
      {contentChanged ? (
        <div>
          <h4 className="font-semibold">Content</h4>
          {changes.coarse ? <p className="mt-1 text-xs text-slate-600">Too many changes to compare word by word: changed blocks are shown whole.</p> : null}
          <div className="mt-1 space-y-2 break-words">
            {changes.content.map((block, index) => (
              <Block key={index} block={block} />
            ))}
          </div>
        </div>
      ) : null}
    </div>
  );
}
