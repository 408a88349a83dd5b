/** Toast limits: at most 5 held, shown 5 s, removed 5 s after dismissal. */
export const TOAST_LIMIT = 5;
export const TOAST_DURATION_MS = 5_000;
export const TOAST_REMOVE_DELAY_MS = 5_000;

export type ToastVariant = "default" | "destructive" | "success";

export type ToastData = {
  id: string;
  title: string;
  description?: string;
  variant: ToastVariant;
  open: boolean;
};

export type ToastAction =
  | { type: "add"; toast: ToastData }
  | { type: "update"; toast: Partial<ToastData> & { id: string } }
  | { type: "dismiss"; id?: string }
  | { type: "remove"; id?: string };

/** Newest first; adding a sixth drops the oldest. */
export function toastReducer(state: readonly ToastData[], action: ToastAction): ToastData[] {
  switch (action.type) {
    case "add":
      return [action.toast, ...state].slice(0, TOAST_LIMIT);
    case "update":
      return state.map((toast) => (toast.id === action.toast.id ? { ...toast, ...action.toast } : toast));
    case "dismiss":
      return state.map((toast) => (action.id === undefined || toast.id === action.id ? { ...toast, open: false } : toast));
    case "remove":
      return action.id === undefined ? [] : state.filter((toast) => toast.id !== action.id);
  }
}
