import { Mail } from "~/components/site/icons";
import { LinkedinIcon } from "~/components/site/linkedin-icon";
import { Button } from "~/components/ui/button";
import type { TeamContent, TeamMember } from "~/content/team";
import { buttonClick, trackClicks } from "~/lib/analytics/analytics-events";
import { mailtoHref } from "~/lib/identity/mailto";
import { useIdentity } from "~/lib/identity/root-data";
import { useFillIdentity } from "~/lib/identity/use-fill-identity";
import { chunk, splitSentences } from "~/lib/core/sentences";
import { memberEmail, memberLinkedin, memberSlug } from "~/lib/site/team-links";
import { TeamPhoto } from "./team-photo";

/** Sentences per run before a line break on large screens. */
const SENTENCES_PER_BREAK = 3;

export function MemberCard({ member, buttons }: { member: TeamMember; buttons: TeamContent["buttons"] }) {
  const identity = useIdentity();
  const fill = useFillIdentity();
  const slug = memberSlug(member);
  const groups = chunk(splitSentences(fill(member.bio)), SENTENCES_PER_BREAK);
  return (
    <article
      aria-labelledby={`member-${slug}`}
      className="grid gap-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10 lg:grid-cols-[12rem_1fr]"
    >
      <div className="flex flex-col items-center gap-4 text-center">
        <TeamPhoto src={member.image} alt={member.imageAlt || member.name} name={member.name} />
        {member.emailLocalPart || member.linkedinPath ? (
          <div className="flex flex-wrap justify-center gap-2">
            {member.emailLocalPart ? (
              <Button asChild size="sm">
                <a href={mailtoHref(memberEmail(member, identity))} {...trackClicks(buttonClick("Team email", { member: slug }))}>
                  <Mail aria-hidden="true" />
                  {buttons.email}
                  <span className="sr-only"> {member.name}</span>
                </a>
              </Button>
            ) : null}
            {member.linkedinPath ? (
              <Button asChild size="sm" variant="outline">
                <a href={memberLinkedin(member, identity)} target="_blank" rel="noopener noreferrer">
                  <LinkedinIcon />
                  {buttons.linkedin}
                  <span className="sr-only"> profile of {member.name} (opens in a new tab)</span>
                </a>
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
      <div>
        <h2 id={`member-${slug}`} className="text-2xl font-bold text-brand-900">
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
