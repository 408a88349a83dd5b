import { USER_TOASTS } from "./user-admin-text";

/** An empty list while loading is retried once, after this delay. */
export const USER_LIST_RETRY_DELAY_MS = 5_000;

export type UserListLoad = { ok: boolean; count: number };

/** The toast a loaded user list earns: 'Users Loaded' with accounts, 'Connection Error' on a failed read, none when empty. */
export function userListToast({ ok, count }: UserListLoad): { title: string; description: string; variant: "success" | "destructive" } | null {
  if (!ok) return { ...USER_TOASTS.connectionError, variant: "destructive" };
  if (count === 0) return null;
  return { ...USER_TOASTS.loaded(count), variant: "success" };
}

/**
 * Schedules the one retry of an empty list (a read that raced start-up or a restore can come back
 * empty; a dashboard always has at least the signed-in account). Returns the cancel function.
 */
export function retryEmptyListOnce(load: UserListLoad, alreadyRetried: boolean, retry: () => void, delayMs = USER_LIST_RETRY_DELAY_MS): () => void {
  if (!load.ok || load.count > 0 || alreadyRetried) return () => {};
  const timer = setTimeout(retry, delayMs);
  return () => clearTimeout(timer);
}
