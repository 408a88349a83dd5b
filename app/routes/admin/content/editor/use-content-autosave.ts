import { useCallback, useEffect, useRef, useState } from "react";
import { AUTOSAVE_DELAY_MS } from "~/lib/blog/autosave";
import { CONTENT_AUTOSAVE_PATH } from "../content-paths";

export type AutosaveStatus = { kind: "idle" } | { kind: "saving" } | { kind: "saved"; at: string } | { kind: "failed" } | { kind: "signedOut" };

type Entry = { baseVersion: number; data: unknown };

async function post(body: FormData): Promise<Response> {
  return fetch(CONTENT_AUTOSAVE_PATH, { method: "POST", body, redirect: "manual", credentials: "same-origin" });
}

async function sendAutosave(documentId: string, entry: Entry): Promise<AutosaveStatus> {
  const body = new FormData();
  body.set("intent", "save");
  body.set("documentId", documentId);
  body.set("baseVersion", String(entry.baseVersion));
  body.set("data", JSON.stringify(entry.data));
  try {
    const response = await post(body);
    // An ended session answers with the login redirect.
    if (response.type === "opaqueredirect" || response.status === 401) return { kind: "signedOut" };
    if (!response.ok) return { kind: "failed" };
    const answer = (await response.json()) as { savedAt?: string };
    return { kind: "saved", at: answer.savedAt ?? new Date().toISOString() };
  } catch {
    return { kind: "failed" };
  }
}

/**
 * Keeps the open editor's unsaved work on the server a few seconds after typing stops (one request
 * at a time, the newest content winning), so it can be offered back when the document is opened again.
 */
export function useContentAutosave({ enabled, documentId, baseVersion, data }: { enabled: boolean; documentId: string; baseVersion: number; data: unknown }) {
  const [status, setStatus] = useState<AutosaveStatus>({ kind: "idle" });
  const inFlight = useRef(false);
  const queued = useRef<Entry | null>(null);

  const send = useCallback(
    async (entry: Entry) => {
      if (inFlight.current) {
        queued.current = entry;
        return;
      }
      inFlight.current = true;
      let next: Entry | null = entry;
      while (next) {
        setStatus({ kind: "saving" });
        setStatus(await sendAutosave(documentId, next));
        next = queued.current;
        queued.current = null;
      }
      inFlight.current = false;
    },
    [documentId],
  );

  useEffect(() => {
    if (!enabled) return;
    const timer = window.setTimeout(() => void send({ baseVersion, data }), AUTOSAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [enabled, data, baseVersion, send]);

  /** After a save: nothing is unsaved any more (the save removed the server's copy). */
  const forget = useCallback(() => {
    queued.current = null;
    setStatus({ kind: "idle" });
  }, []);

  /** Staff chose not to restore the kept changes: the server's copy goes. */
  const discard = useCallback(async () => {
    forget();
    const body = new FormData();
    body.set("intent", "discard");
    body.set("documentId", documentId);
    await post(body).catch(() => undefined);
  }, [documentId, forget]);

  return { status, forget, discard };
}
