import { href } from "react-router";
import { PageSection } from "~/components/site/page-section";
import { SectionHeading } from "~/components/site/section-heading";
import { buttonClass } from "~/components/site/button-class";
import { SESSION_FORMATS } from "~/lib/training/training-options";
import { sessionTimeText } from "~/lib/training/zoned-time";

export type SessionCard = {
  id: string;
  title: string;
  format: string;
  startsAt: string | Date;
  endsAt: string | Date;
  timeZone: string;
  price: string;
  seatsLeft: number;
  open: boolean;
};

export const seatsText = (seatsLeft: number) => (seatsLeft === 0 ? "Full: join the waitlist" : `${seatsLeft} seat${seatsLeft === 1 ? "" : "s"} left`);

/** A course's upcoming live sessions with the seats left; nothing at all when there are none. */
export function UpcomingSessions({ sessions }: { sessions: readonly SessionCard[] }) {
  if (sessions.length === 0) return null;
  return (
    <PageSection labelledBy="live-sessions">
      <SectionHeading id="live-sessions" title="Live Sessions" intro="Dated sessions with a trainer. Seats are limited; a full session has a waitlist." />
      <ul className="grid gap-5 md:grid-cols-2">
        {sessions.map((session) => (
          <li key={session.id} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <h3 className="text-lg font-bold text-brand-900">{session.title}</h3>
            <p className="mt-2 text-slate-700">{sessionTimeText(new Date(session.startsAt), new Date(session.endsAt), session.timeZone)}</p>
            <p className="mt-1 text-slate-700">
              {SESSION_FORMATS.find((entry) => entry.value === session.format)?.label ?? session.format} · {session.price}
            </p>
            <p className="mt-1 font-semibold text-brand-800">{session.open ? seatsText(session.seatsLeft) : "Registration closed"}</p>
            {session.open ? (
              <a
                href={href("/training/sessions/:sessionId", { sessionId: session.id })}
                className={buttonClass({ variant: "primary", size: "lg" }, "mt-4 self-start")}
              >
                {session.seatsLeft === 0 ? "Join the waitlist" : "Register"}
                <span className="sr-only"> for {session.title}</span>
              </a>
            ) : null}
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
