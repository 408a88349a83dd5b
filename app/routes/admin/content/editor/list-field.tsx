import { ArrowDown, ArrowUp, ChevronDown, ChevronRight, GripVertical, Plus, Trash2, Undo2 } from "lucide-react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { FieldError } from "~/components/ui/field-error";
import type { FieldSpec } from "~/lib/site-content/fields";
import { controlId, emptyItem, firstControlPath, itemKey, itemTitle, moveItem, pathKey, type ValuePath } from "./document-values";
import { useDocumentForm } from "./form-context";

type ListSpec = Extract<FieldSpec, { kind: "list" }>;
type Removed = { item: unknown; index: number; title: string };

/** Lists longer than this start with their entries folded, so the form stays short. */
const OPEN_UP_TO = 3;

/**
 * A list staff add to, remove from (with undo) and reorder, by keyboard (Move up / Move down keep
 * focus on the moved entry and say where it went) or by dragging an entry's handle. Its limits
 * come from the declaration; the server checks them again. `renderItem` draws an entry's own
 * fields (the document form's fields, which may hold lists in turn).
 */
export function ListField({
  path,
  spec,
  value,
  renderItem,
}: {
  path: ValuePath;
  spec: ListSpec;
  value: unknown;
  renderItem: (item: unknown, itemPath: ValuePath) => ReactNode;
}) {
  const { setValue, clearErrors, announce, errors, readOnly, ready } = useDocumentForm();
  const items: unknown[] = Array.isArray(value) ? value : [];
  const id = controlId(path);
  const [folded, setFolded] = useState<Record<string, boolean>>({});
  const [removed, setRemoved] = useState<Removed | null>(null);
  const [dragging, setDragging] = useState<number | null>(null);
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    if (!focusNext.current) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });

  const errorUnder = (index: number) => {
    const prefix = `${pathKey([...path, index])}.`;
    return Object.keys(errors).some((key) => key.startsWith(prefix));
  };
  const isOpen = (item: unknown, index: number) => readOnly || errorUnder(index) || !(folded[itemKey(item)] ?? items.length > OPEN_UP_TO);
  const buttonId = (index: number, which: "toggle" | "up" | "down") => `${controlId([...path, index])}-${which}`;
  const change = (next: unknown[]) => {
    clearErrors(path);
    setValue(path, next);
  };

  function add() {
    if (items.length >= spec.max) return;
    const item = emptyItem(spec.item);
    setFolded((current) => ({ ...current, [itemKey(item)]: false }));
    change([...items, item]);
    setRemoved(null);
    focusNext.current = controlId(firstControlPath(spec.item, [...path, items.length]));
    announce(`Added ${spec.singular} ${items.length + 1} of ${items.length + 1}.`);
  }

  function move(from: number, to: number, pressed: "up" | "down" | null) {
    if (to < 0 || to >= items.length || from === to) return;
    const title = itemTitle(spec, items[from], from);
    change(moveItem(items, from, to));
    if (pressed) {
      // The pressed button stays focused, unless the entry reached the end where it is disabled.
      const atEnd = (pressed === "up" && to === 0) || (pressed === "down" && to === items.length - 1);
      focusNext.current = buttonId(to, atEnd ? (pressed === "up" ? "down" : "up") : pressed);
    }
    announce(`Moved ${title} to position ${to + 1} of ${items.length}.`);
  }

  function remove(index: number) {
    if (items.length <= spec.min) return;
    const title = itemTitle(spec, items[index], index);
    change(items.filter((_, position) => position !== index));
    setRemoved({ item: items[index], index, title });
    focusNext.current = `${id}-undo`;
    announce(`Removed ${title}. Press Undo to bring it back.`);
  }

  function undo() {
    if (!removed || items.length >= spec.max) return;
    const index = Math.min(removed.index, items.length);
    change([...items.slice(0, index), removed.item, ...items.slice(index)]);
    setRemoved(null);
    focusNext.current = buttonId(index, "toggle");
    announce(`${removed.title} is back at position ${index + 1}.`);
  }

  const full = items.length >= spec.max;
  const listError = errors[pathKey(path)];
  return (
    <fieldset
      id={id}
      tabIndex={-1}
      data-invalid={listError ? true : undefined}
      aria-describedby={[spec.help ? `${id}-help` : null, listError ? `${id}-error` : null].filter(Boolean).join(" ") || undefined}
      className="space-y-3"
    >
      <legend className="text-base font-semibold text-slate-900">{spec.label}</legend>
      {spec.help ? (
        <p id={`${id}-help`} className="text-xs text-slate-600">
          {spec.help}
        </p>
      ) : null}
      <ol className="space-y-3">
        {items.map((item, index) => {
          const title = itemTitle(spec, item, index);
          const open = isOpen(item, index);
          const bodyId = `${controlId([...path, index])}-fields`;
          return (
            <li
              key={itemKey(item) || index}
              className="rounded-md border border-slate-300 bg-white"
              onDragOver={(event) => {
                if (dragging !== null) event.preventDefault();
              }}
              onDrop={(event) => {
                event.preventDefault();
                if (dragging !== null) move(dragging, index, null);
                setDragging(null);
              }}
            >
              <div className="flex flex-wrap items-center gap-1 border-b border-slate-200 bg-slate-50 px-2 py-1.5">
                {readOnly ? null : (
                  <span
                    draggable
                    aria-hidden
                    title="Drag to reorder"
                    onDragStart={(event) => {
                      event.dataTransfer.setData("text/plain", String(index));
                      event.dataTransfer.effectAllowed = "move";
                      setDragging(index);
                    }}
                    onDragEnd={() => setDragging(null)}
                    className="cursor-grab p-1 text-slate-500 active:cursor-grabbing"
                  >
                    <GripVertical className="size-4" />
                  </span>
                )}
                <h3 className="min-w-0 flex-1 text-sm font-semibold text-slate-900">
                  {readOnly ? (
                    <span id={buttonId(index, "toggle")}>{title}</span>
                  ) : (
                    <button
                      type="button"
                      id={buttonId(index, "toggle")}
                      aria-expanded={open}
                      disabled={!ready}
                      aria-controls={bodyId}
                      onClick={() => setFolded((current) => ({ ...current, [itemKey(item)]: open }))}
                      className="inline-flex max-w-full min-w-0 items-center gap-1 rounded px-1 py-1 text-left [overflow-wrap:anywhere] hover:bg-slate-200 focus-visible:outline-3 focus-visible:outline-brand-600"
                    >
                      {open ? <ChevronDown aria-hidden className="size-4 shrink-0" /> : <ChevronRight aria-hidden className="size-4 shrink-0" />}
                      {title}
                    </button>
                  )}
                </h3>
                {readOnly ? null : (
                  // A long title wraps inside its heading rather than running under these buttons.
                  <div className="flex flex-wrap gap-1">
                    <Button
                      id={buttonId(index, "up")}
                      type="button"
                      variant="ghost"
                      size="sm"
                      disabled={!ready || index === 0}
                      onClick={() => move(index, index - 1, "up")}
                    >
                      <ArrowUp aria-hidden />
                      {/* On a phone the icons stand alone, so an entry's controls stay on one line. */}
                      <span className="max-sm:sr-only">Move up</span>
                      <span className="sr-only"> {title}</span>
                    </Button>
                    <Button
                      id={buttonId(index, "down")}
                      type="button"
                      variant="ghost"
                      size="sm"
                      disabled={!ready || index === items.length - 1}
                      onClick={() => move(index, index + 1, "down")}
                    >
                      <ArrowDown aria-hidden />
                      <span className="max-sm:sr-only">Move down</span>
                      <span className="sr-only"> {title}</span>
                    </Button>
                    <Button type="button" variant="destructive-ghost" size="sm" disabled={!ready || items.length <= spec.min} onClick={() => remove(index)}>
                      <Trash2 aria-hidden />
                      <span className="max-sm:sr-only">Remove</span>
                      <span className="sr-only"> {title}</span>
                    </Button>
                  </div>
                )}
              </div>
              <div id={bodyId} role="group" aria-labelledby={buttonId(index, "toggle")} hidden={!open} className="p-3">
                {renderItem(item, [...path, index])}
              </div>
            </li>
          );
        })}
      </ol>
      {removed && !readOnly ? (
        <div className="flex flex-wrap items-center gap-2 rounded-md bg-slate-100 p-2 text-sm text-slate-800">
          <span>Removed {removed.title}.</span>
          <Button id={`${id}-undo`} type="button" variant="outline" size="sm" onClick={undo} disabled={full}>
            <Undo2 aria-hidden />
            Undo
          </Button>
        </div>
      ) : null}
      {readOnly ? null : (
        <div className="flex flex-wrap items-center gap-3">
          <Button type="button" variant="outline" size="sm" onClick={add} disabled={!ready || full}>
            <Plus aria-hidden />
            Add {spec.singular}
          </Button>
          <p className="text-xs text-slate-600">
            {items.length} of at most {spec.max}
            {spec.min ? `, at least ${spec.min}` : ""}
          </p>
        </div>
      )}
      <FieldError id={`${id}-error`} message={listError} />
    </fieldset>
  );
}
