import { X } from "lucide-react";
import { type ReactNode, useEffect, useEffectEvent, useId, useRef } from "react";
import { createPortal } from "react-dom";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
};

/**
 * Modal dialog of the admin area: the browser's own <dialog> opened with showModal() (the rest of
 * the page inert, focus moved in and given back on close, Escape), labelled by its title and
 * described by its description. In a portal on <body>, as the Radix dialog it replaces was, so a
 * form inside it is never nested in the form of the row that opened it (decision 063).
 */
export function AdminDialog({ open, onOpenChange, title, description, children }: Props) {
  if (!open || typeof document === "undefined") return null;
  return createPortal(
    <OpenDialog title={title} description={description} onClose={() => onOpenChange(false)}>
      {children}
    </OpenDialog>,
    document.body,
  );
}

function OpenDialog({ title, description, onClose, children }: { title: string; description?: ReactNode; onClose: () => void; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  const close = useEffectEvent(onClose);
  const id = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    // Escape asks the owner to close, which unmounts the dialog: the owner's state stays the one truth.
    const cancel = (event: Event) => {
      event.preventDefault();
      close();
    };
    dialog.addEventListener("cancel", cancel);
    return () => {
      dialog.removeEventListener("cancel", cancel);
      dialog.close();
      // Unmounted while open, the element cannot give focus back itself.
      if (opener?.isConnected) opener.focus();
    };
  }, []);
  return (
    <dialog
      ref={ref}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-description`}
      // A press on the backdrop (the dialog element itself, outside its content) closes it, as before.
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      className="m-auto max-h-[90dvh] w-[calc(100%-2rem)] max-w-md overflow-y-auto rounded-xl bg-white p-0 shadow-2xl backdrop:bg-slate-950/60 focus:outline-none"
    >
      <div className="relative p-6">
        <h2 id={`${id}-title`} className="pr-8 text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {description ? (
          <div id={`${id}-description`} className="mt-1 text-sm text-slate-600">
            {description}
          </div>
        ) : (
          <p id={`${id}-description`} className="sr-only">
            {title}
          </p>
        )}
        <div className="mt-4">{children}</div>
        <button
          type="button"
          aria-label="Close"
          onClick={onClose}
          className="absolute top-4 right-4 rounded p-1 text-slate-500 hover:text-slate-900 focus-visible:outline-3 focus-visible:outline-brand-600"
        >
          <X aria-hidden className="size-4" />
        </button>
      </div>
    </dialog>
  );
}
