import { describe, expect, it } from "vitest";
import { TOAST_LIMIT, type ToastData, toastReducer } from "~/lib/ui/toast-store";

const make = (id: string): ToastData => ({ id, title: id, variant: "default", open: true });

describe("toastReducer", () => {
  it("keeps at most 5 toasts, newest first", () => {
    let state: ToastData[] = [];
    for (let i = 1; i <= 7; i++) state = toastReducer(state, { type: "add", toast: make(`t${i}`) });
    expect(TOAST_LIMIT).toBe(5);
    expect(state.map((t) => t.id)).toEqual(["t7", "t6", "t5", "t4", "t3"]);
  });

  it("updates, dismisses and removes one or all", () => {
    let state = [make("a"), make("b")];
    state = toastReducer(state, { type: "update", toast: { id: "a", title: "changed" } });
    expect(state[0]?.title).toBe("changed");
    state = toastReducer(state, { type: "dismiss", id: "b" });
    expect(state.map((t) => t.open)).toEqual([true, false]);
    state = toastReducer(state, { type: "remove", id: "b" });
    expect(state.map((t) => t.id)).toEqual(["a"]);
    state = toastReducer(state, { type: "dismiss" });
    expect(state[0]?.open).toBe(false);
    expect(toastReducer(state, { type: "remove" })).toEqual([]);
  });
});
