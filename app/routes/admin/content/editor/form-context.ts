import { createContext, useContext } from "react";
import type { MediaItem } from "~/lib/media/media-item";
import type { ValuePath } from "./document-values";

/** What every field of the document form needs besides its own value. */
export type DocumentFormContext = {
  /** The server's messages by field path ("years.3.contributionLimit.family"). */
  errors: Readonly<Record<string, string>>;
  readOnly: boolean;
  /** False until the page is hydrated: buttons that need the browser's code wait for it. */
  ready: boolean;
  /** Images staff may choose: the media library's newest and the site's own artwork. */
  library: readonly MediaItem[];
  builtInImages: readonly string[];
  setValue: (path: ValuePath, value: unknown) => void;
  /** Forgets the messages at and below a path: a list's entries moved, so its messages point at the wrong ones. */
  clearErrors: (path: ValuePath) => void;
  /** A polite message for screen readers (a list entry moved, added or removed). */
  announce: (message: string) => void;
};

export const DocumentForm = createContext<DocumentFormContext | null>(null);

export function useDocumentForm(): DocumentFormContext {
  const context = useContext(DocumentForm);
  if (!context) throw new Error("document fields are drawn inside a DocumentForm provider");
  return context;
}
