import { Mail } from "~/components/site/icons";
import { LinkedinIcon } from "~/components/site/linkedin-icon";
import { Button } from "~/components/ui/button";
import { fillIdentity } from "~/content/identity-tokens";
import { TEAM_BUTTONS } from "~/content/team";
import type { TeamMember } from "~/content/types";
import { buttonClick, trackClicks } from "~/lib/analytics/analytics-events";
import { identityValues } from "~/lib/identity/identity";
import { mailtoHref } from "~/lib/identity/mailto";
import { useIdentity } from "~/lib/identity/root-data";
import { chunk, splitSentences } from "~/lib/core/sentences";
import { memberEmail, memberLinkedin } from "~/lib/site/team-links";
import { TeamPhoto } from "./team-photo";

/** Sentences per run before a line break on large screens. */
const SENTENCES_PER_BREAK = 3;

export function MemberCard({ member }: { member: TeamMember }) {
  const identity = useIdentity();
  const groups = chunk(splitSentences(fillIdentity(member.bio, identityValues(identity))), SENTENCES_PER_BREAK);
  return (
    <article
      aria-labelledby={`member-${member.slug}`}
      className="grid gap-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10 lg:grid-cols-[12rem_1fr]"
    >
      <div className="flex flex-col items-center gap-4 text-center">
        <TeamPhoto src={member.image} name={member.name} />
        <div className="flex flex-wrap justify-center gap-2">
          <Button asChild size="sm">
            <a href={mailtoHref(memberEmail(member, identity))} {...trackClicks(buttonClick("Team email", { member: member.slug }))}>
              <Mail aria-hidden="true" />
              {TEAM_BUTTONS.email}
              <span className="sr-only"> {member.name}</span>
            </a>
          </Button>
          <Button asChild size="sm" variant="outline">
            <a href={memberLinkedin(member, identity)} target="_blank" rel="noopener noreferrer">
              <LinkedinIcon />
              {TEAM_BUTTONS.linkedin}
              <span className="sr-only"> profile of {member.name} (opens in a new tab)</span>
            </a>
          </Button>
        </div>
      </div>
      <div>
        <h2 id={`member-${member.slug}`} className="text-2xl font-bold text-brand-900">
          {member.name}
        </h2>
        <p className="mt-1 font-medium text-accent-600">{member.title}</p>
        <p className="mt-5 leading-relaxed text-slate-700">
          {groups.map((sentences, index) => (
            <span key={index} data-sentence-group className="lg:mb-4 lg:block lg:last:mb-0">
              {sentences.join(" ")}
              {index < groups.length - 1 ? " " : null}
            </span>
          ))}
        </p>
      </div>
    </article>
  );
}
