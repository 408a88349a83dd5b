import { CircleAlert, CircleCheck, type LucideIcon, ShieldCheck } from "lucide-react";
import type { ReactNode } from "react";
import { useIdentity } from "~/lib/identity/root-data";
import { ENHANCE, flag } from "~/lib/site/enhance-attributes";
import { cn } from "~/lib/ui/cn";
import type { RestoredNotice } from "~/routes/admin/session-cookie.server";
import { LOGIN_TEXT, type SignInActionResult } from "./login-text";

type Refusal = Pick<SignInActionResult, "toast" | "blockedUntil">;
export type SignInNotice = "logged-out" | "session-ended" | RestoredNotice | null;

/** "Tue, 03 Feb 2026 04:05:06 GMT" as the server can say it; the sign-in script words it in the visitor's time zone. */
const utcText = (iso: string) => new Date(iso).toUTCString();

/** Where a text built by `slotted` takes its time. */
export const TIME_SLOT = "{time}";

/**
 * A text with a moment in it (`slotted(TIME_SLOT)`): the moment as a <time> the sign-in script words
 * in the visitor's time zone, the browser's way or the admin area's (MM/dd/yyyy h:mm a).
 */
export function TextWithTime({ slotted, iso, wording = "" }: { slotted: (time: string) => string; iso: string; wording?: "" | "admin" }) {
  const [before = "", after = ""] = slotted(TIME_SLOT).split(TIME_SLOT);
  return (
    <>
      {before}
      <time dateTime={iso} {...{ [ENHANCE.localTime]: wording }}>
        {utcText(iso)}
      </time>
      {after}
    </>
  );
}

/** A refusal's text: a lock-out's end in the visitor's local time. */
function RefusalText({ refusal }: { refusal: Refusal }) {
  if (!refusal.blockedUntil) return <>{refusal.toast.description}</>;
  return <TextWithTime slotted={LOGIN_TEXT.lockedDescription} iso={refusal.blockedUntil} />;
}

const NOTICES = {
  "logged-out": { ...LOGIN_TEXT.loggedOut, tone: "border-emerald-200 bg-emerald-50 text-emerald-900", Icon: CircleCheck },
  "session-ended": { ...LOGIN_TEXT.sessionEnded, tone: "border-red-200 bg-red-50 text-red-800", Icon: CircleAlert },
} as const;

type Props = {
  icon: LucideIcon;
  title: string;
  intro: string;
  refusal: Refusal | null;
  notice?: SignInNotice;
  footer: ReactNode;
  children: ReactNode;
};

/**
 * The page around each sign-in step (password, then code): the firm's name, a card, a notice, the
 * alert box (a refusal from the server, or the script's message for a field left empty), a way out.
 * Sent as HTML only (decision 051): everything the step says is here without JavaScript.
 */
export function SignInFrame({ icon: Icon, title, intro, refusal, notice = null, footer, children }: Props) {
  const identity = useIdentity();
  const shown = typeof notice === "string" ? NOTICES[notice] : null;
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
          {shown ? (
            <div role="status" className={cn("mb-5 flex gap-2 rounded-md border p-3 text-sm", shown.tone)}>
              <shown.Icon aria-hidden className="mt-0.5 size-4 shrink-0" />
              <p>
                <strong className="font-semibold">{shown.title}</strong> - <span>{shown.description}</span>
              </p>
            </div>
          ) : null}
          <div
            role="alert"
            {...flag(ENHANCE.signInAlert)}
            hidden={!refusal}
            className="mb-5 flex gap-2 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800"
          >
            <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
            <p>
              <strong className="font-semibold" {...flag(ENHANCE.signInAlertTitle)}>
                {refusal?.toast.title}
              </strong>{" "}
              - <span {...flag(ENHANCE.signInAlertText)}>{refusal ? <RefusalText refusal={refusal} /> : null}</span>
            </p>
          </div>
          {children}
        </div>
        <p className="mt-6 text-center text-sm text-brand-100">{footer}</p>
      </div>
    </main>
  );
}
