import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { retryEmptyListOnce, USER_LIST_RETRY_DELAY_MS, userListToast } from "~/routes/admin/users/user-list-loading";

describe("Manage Users list loading", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("says 'Users Loaded' for a list, 'Connection Error' for a failed read, nothing for an empty list", () => {
    expect(userListToast({ ok: true, count: 2 })).toMatchObject({ title: "Users Loaded", variant: "success" });
    expect(userListToast({ ok: false, count: 0 })).toMatchObject({ title: "Connection Error", variant: "destructive" });
    expect(userListToast({ ok: true, count: 0 })).toBeNull();
  });

  it("retries an empty list once, after 5 seconds", () => {
    const retry = vi.fn();
    retryEmptyListOnce({ ok: true, count: 0 }, false, retry);
    vi.advanceTimersByTime(USER_LIST_RETRY_DELAY_MS - 1);
    expect(retry).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(retry).toHaveBeenCalledTimes(1);
    expect(USER_LIST_RETRY_DELAY_MS).toBe(5_000);
  });

  it("does not retry a full list, a failed read, a second time, or once cancelled", () => {
    const retry = vi.fn();
    retryEmptyListOnce({ ok: true, count: 1 }, false, retry);
    retryEmptyListOnce({ ok: false, count: 0 }, false, retry);
    retryEmptyListOnce({ ok: true, count: 0 }, true, retry);
    retryEmptyListOnce({ ok: true, count: 0 }, false, retry)();
    vi.advanceTimersByTime(USER_LIST_RETRY_DELAY_MS * 2);
    expect(retry).not.toHaveBeenCalled();
  });
});
