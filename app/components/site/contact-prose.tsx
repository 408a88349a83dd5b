import type { TextSection } from "~/content/types";
import { IdentityProse } from "./identity-prose";

/** A closing section whose prose names the firm's address: the address is a mail link counted as a lead. */
export function ContactProse({ section, leadSource }: { section: TextSection; leadSource: string }) {
  return (
    <section aria-labelledby="contact-prose" className="bg-brand-50 py-14 sm:py-16">
      <div className="mx-auto max-w-3xl px-4 text-center sm:px-6">
        <h2 id="contact-prose" className="text-2xl font-bold tracking-tight text-brand-900 sm:text-3xl">
          {section.heading}
        </h2>
        {section.paragraphs.map((paragraph) => (
          <p key={paragraph} className="mt-4 text-lg leading-relaxed text-slate-700">
            <IdentityProse text={paragraph} leadSource={leadSource} />
          </p>
        ))}
      </div>
    </section>
  );
}
