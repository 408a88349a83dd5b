import type { DocumentKind } from "~/db/schema/index";
import type { Tx } from "~/services/platform";

/** A document that just went public (or whose public content just changed), inside the publishing transaction. */
export type PublishedDocument = {
  kind: DocumentKind;
  id: string;
  label: string;
  /** When it went live (a scheduled publish: its scheduled time). */
  at: Date;
  /** Who published it ("system" for the schedule). */
  by: string;
  /** Why: saved as published, a scheduled time come, an approval, a restore, a reset. */
  how: "publish" | "schedule" | "approval" | "restore" | "reset";
};

export type PublishListener = (tx: Tx, document: PublishedDocument) => Promise<void>;

const listeners = new Set<PublishListener>();

/**
 * Features that act when something is published (mailing subscribers, indexing for search) listen
 * here. A listener runs inside the publishing transaction: what it writes commits with the publish
 * or not at all; it must be quick and must not send anything itself (queue a job instead).
 */
export function onDocumentPublished(listener: PublishListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The one place every publish of any document (post or site content, by a person, the schedule, an
 * approval or a restore) passes through, inside its transaction. The write path has already bumped
 * the site-wide content version (caches and instances learn of it on commit); this tells the listeners.
 */
export async function documentPublished(tx: Tx, document: PublishedDocument): Promise<void> {
  for (const listener of listeners) await listener(tx, document);
}
