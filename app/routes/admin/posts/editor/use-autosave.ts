import { useCallback, useEffect } from "react";
import { type AutosaveStatus, postAutosave, useAutosaveQueue } from "~/components/admin/autosave-queue";
import { autosavePath } from "~/routes/admin/+shared/autosave-path";
import { AUTOSAVE_DELAY_MS, type AutosaveEntry, LOCAL_COPY_DELAY_MS, localCopyKey } from "~/lib/blog/autosave";
import type { PostFormValues } from "~/lib/blog/post-form-values";
import { EDITOR_BODY_MAX_BYTES } from "~/lib/blog/rules";

export type { AutosaveStatus };

type Options = { enabled: boolean; userId: string; draftKey: string; baseVersion: number | null; values: PostFormValues };

/** Room left in the editor's request for the other form fields. */
const ENVELOPE_BYTES = 8 * 1024;

function writeLocalCopy(key: string, entry: AutosaveEntry) {
  try {
    window.localStorage.setItem(key, JSON.stringify(entry));
  } catch {
    // Storage full or disabled: the server's autosave is then the only copy.
  }
}

const POST_AUTOSAVE_PATH = autosavePath("post");

/** What the server answered, as a status: an ended session is redirected to the login page. */
function sendAutosave(draftKey: string, entry: AutosaveEntry): Promise<AutosaveStatus> {
  const json = JSON.stringify(entry.values);
  if (new Blob([json]).size > EDITOR_BODY_MAX_BYTES - ENVELOPE_BYTES) return Promise.resolve({ kind: "tooLarge" });
  const body = new FormData();
  body.set("intent", "save");
  body.set("id", draftKey);
  body.set("baseVersion", entry.baseVersion === null ? "" : String(entry.baseVersion));
  body.set("data", json);
  return postAutosave(POST_AUTOSAVE_PATH, body);
}

/**
 * Never lose an edit: while `enabled` (the form differs from what was saved), a copy goes to this
 * browser's storage half a second after typing stops and to the server three seconds after; one
 * request at a time, the newest values winning. Either copy is offered back when the form opens.
 */
export function useAutosave({ enabled, userId, draftKey, baseVersion, values }: Options) {
  const storageKey = localCopyKey(userId, draftKey);
  const deliver = useCallback((entry: AutosaveEntry) => sendAutosave(draftKey, entry), [draftKey]);
  const { status, send, reset } = useAutosaveQueue(deliver);

  useEffect(() => {
    if (!enabled) return;
    const entry = (): AutosaveEntry => ({ values, baseVersion, savedAt: new Date().toISOString() });
    const local = window.setTimeout(() => writeLocalCopy(storageKey, entry()), LOCAL_COPY_DELAY_MS);
    const server = window.setTimeout(() => void send(entry()), AUTOSAVE_DELAY_MS);
    return () => {
      window.clearTimeout(local);
      window.clearTimeout(server);
    };
  }, [enabled, values, baseVersion, storageKey, send]);

  /** After a save: nothing is unsaved any more (the server forgot its copy in the save). */
  const forgetLocalCopy = useCallback(() => {
    try {
      window.localStorage.removeItem(storageKey);
    } catch {
      // nothing stored
    }
    reset();
  }, [storageKey, reset]);

  /** Staff chose not to restore: both copies go. */
  const discard = useCallback(async () => {
    forgetLocalCopy();
    const body = new FormData();
    body.set("intent", "discard");
    body.set("id", draftKey);
    await fetch(POST_AUTOSAVE_PATH, { method: "POST", body, redirect: "manual", credentials: "same-origin" }).catch(() => undefined);
  }, [draftKey, forgetLocalCopy]);

  return { status, storageKey, forgetLocalCopy, discard };
}
