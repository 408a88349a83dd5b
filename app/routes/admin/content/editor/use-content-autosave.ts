import { useCallback, useEffect } from "react";
import { type AutosaveStatus, postAutosave, useAutosaveQueue } from "~/components/admin/autosave-queue";
import { AUTOSAVE_DELAY_MS } from "~/lib/blog/autosave";
import { autosavePath } from "~/routes/admin/+shared/autosave-path";

export type { AutosaveStatus };

// Here, not in content-paths: the list imports those paths, and would load this file's chunk for it.
const CONTENT_AUTOSAVE_PATH = autosavePath("content");

type Entry = { baseVersion: number; data: unknown };

function sendAutosave(documentId: string, entry: Entry): Promise<AutosaveStatus> {
  const body = new FormData();
  body.set("intent", "save");
  body.set("id", documentId);
  body.set("baseVersion", String(entry.baseVersion));
  body.set("data", JSON.stringify(entry.data));
  return postAutosave(CONTENT_AUTOSAVE_PATH, body);
}

/**
 * Keeps the open editor's unsaved work on the server a few seconds after typing stops (one request
 * at a time, the newest content winning), so it can be offered back when the document is opened again.
 */
export function useContentAutosave({ enabled, documentId, baseVersion, data }: { enabled: boolean; documentId: string; baseVersion: number; data: unknown }) {
  const deliver = useCallback((entry: Entry) => sendAutosave(documentId, entry), [documentId]);
  const { status, send, reset } = useAutosaveQueue(deliver);

  useEffect(() => {
    if (!enabled) return;
    const timer = window.setTimeout(() => void send({ baseVersion, data }), AUTOSAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [enabled, data, baseVersion, send]);

  /** Staff chose not to restore the kept changes: the server's copy goes. */
  const discard = useCallback(async () => {
    reset();
    const body = new FormData();
    body.set("intent", "discard");
    body.set("id", documentId);
    await fetch(CONTENT_AUTOSAVE_PATH, { method: "POST", body, redirect: "manual", credentials: "same-origin" }).catch(() => undefined);
  }, [documentId, reset]);

  /** After a save: nothing is unsaved any more (the save removed the server's copy). */
  return { status, forget: reset, discard };
}
