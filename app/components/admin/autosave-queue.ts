import { useCallback, useRef, useState } from "react";

/** Where an editor's autosave stands, as its status line tells it. */
export type AutosaveStatus =
  { kind: "idle" } | { kind: "saving" } | { kind: "saved"; at: string } | { kind: "failed" } | { kind: "signedOut" } | { kind: "tooLarge" };

/** Posts a form to an autosave endpoint and reads its answer as a status: an ended session is redirected to the login page. */
export async function postAutosave(path: string, body: FormData): Promise<AutosaveStatus> {
  try {
    const response = await fetch(path, { method: "POST", body, redirect: "manual", credentials: "same-origin" });
    if (response.type === "opaqueredirect" || response.status === 401) return { kind: "signedOut" };
    if (!response.ok) return { kind: "failed" };
    const answer = (await response.json()) as { savedAt?: string };
    return { kind: "saved", at: answer.savedAt ?? new Date().toISOString() };
  } catch {
    return { kind: "failed" };
  }
}

/**
 * One autosave request at a time: what is typed meanwhile waits, only the newest, and goes when the
 * request in flight has answered. `deliver` must keep its identity between renders (useCallback).
 */
export function useAutosaveQueue<Entry>(deliver: (entry: Entry) => Promise<AutosaveStatus>) {
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
        setStatus(await deliver(next));
        next = queued.current;
        queued.current = null;
      }
      inFlight.current = false;
    },
    [deliver],
  );

  /** After a save or a discard: nothing is waiting to be sent, and nothing is unsaved. */
  const reset = useCallback(() => {
    queued.current = null;
    setStatus({ kind: "idle" });
  }, []);

  return { status, send, reset };
}
