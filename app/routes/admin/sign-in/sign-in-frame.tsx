import { CircleAlert, type LucideIcon, ShieldCheck } from "lucide-react";
import { type ReactNode, useEffect, useRef } from "react";
import { toast } from "~/components/ui/toaster";
import { LOGIN_TEXT, type SignInActionResult } from "./login-text";
import { useIdentity } from "~/lib/identity/root-data";
import { useLocalDateTime } from "~/components/admin/local-date-time";

type Refusal = Pick<SignInActionResult, "toast" | "blockedUntil">;

const formatLocal = (date: Date) => date.toLocaleString();

/**
 * Toasts each new refusal once and answers the text to show in the page: a lock-out's end in the
 * visitor's own time zone once the browser knows it.
 */
export function useRefusalText(refusal: Refusal | null): string | undefined {
  const lockedUntil = useLocalDateTime(refusal?.blockedUntil, formatLocal);
  const shown = useRef<unknown>(null);
  useEffect(() => {
    if (!refusal || shown.current === refusal) return;
    shown.current = refusal;
    const text = refusal.blockedUntil ? LOGIN_TEXT.lockedDescription(new Date(refusal.blockedUntil).toLocaleString()) : refusal.toast.description;
    toast({ title: refusal.toast.title, description: text, variant: "destructive" });
  }, [refusal]);
  return refusal?.blockedUntil && lockedUntil ? LOGIN_TEXT.lockedDescription(lockedUntil) : refusal?.toast.description;
}

type Props = {
  icon: LucideIcon;
  title: string;
  intro: string;
  refusal: Refusal | null;
  refusalText: string | undefined;
  footer: ReactNode;
  children: ReactNode;
};

/** The page around each sign-in step (password, then code): the firm's name, a card, the refusal, a way out. */
export function SignInFrame({ icon: Icon, title, intro, refusal, refusalText, footer, children }: Props) {
  const identity = useIdentity();
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center bg-gradient-to-br from-brand-900 via-brand-800 to-slate-900 px-4 py-12">
      <div className="w-full max-w-md">
        <div className="mb-6 flex items-center justify-center gap-2 text-white">
          <ShieldCheck aria-hidden className="size-7 text-emerald-300" />
          <span className="text-lg font-semibold tracking-tight">{identity.siteName}</span>
        </div>
        <div className="rounded-xl bg-white p-6 shadow-2xl sm:p-8">
          <div className="mb-6 text-center">
            <div className="mx-auto mb-3 flex size-12 items-center justify-center rounded-full bg-brand-50">
              <Icon aria-hidden className="size-6 text-brand-700" />
            </div>
            <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
            <p className="mt-1 text-sm text-slate-600">{intro}</p>
          </div>
          {refusal ? (
            <div role="alert" className="mb-5 flex gap-2 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
              <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
              <p>
                <strong className="font-semibold">{refusal.toast.title}</strong> - {refusalText}
              </p>
            </div>
          ) : null}
          {children}
        </div>
        <p className="mt-6 text-center text-sm text-brand-100">{footer}</p>
      </div>
    </main>
  );
}
