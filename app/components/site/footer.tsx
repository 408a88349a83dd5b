import { Mail } from "~/components/site/icons";
import { LinkedinIcon } from "~/components/site/linkedin-icon";
import { PageLink, PageLinkItems } from "~/components/site/page-link";
import type { FooterContent } from "~/content/footer";
import type { NewsletterTexts } from "~/content/newsletter";
import { SubscribeForm } from "~/components/newsletter/subscribe-form";
import { fillIdentity } from "~/lib/identity/identity-tokens";
import { FOOTER_LINK_GROUPS } from "~/content/navigation";
import type { PublicConfig } from "~/lib/identity/public-config";
import { identityValues } from "~/lib/identity/identity";
import { mailtoHref } from "~/lib/identity/mailto";
import { useIdentity } from "~/lib/identity/root-data";
import { legacyPostPath } from "~/lib/site/public-paths";
import { staticContents, useStaticContents } from "~/lib/ui/static-markup";
import { Logo } from "./logo";

export type FooterProps = {
  featured: readonly { id: string; title: string }[];
  year: number;
  content: FooterContent;
  /** The newsletter's sign-up texts: the footer's own short form when staff chose it. */
  newsletter?: NewsletterTexts;
};

// Rendered once per set of featured articles, year and words on HTML-only pages (app/lib/ui/static-markup.tsx).
const FOOTER_CONTENTS = staticContents(FooterContents);

export function Footer({ featured, year, content, newsletter }: FooterProps) {
  const contents = useStaticContents(FOOTER_CONTENTS, { featured, year, content, newsletter, identity: useIdentity() });
  return <footer className="border-t border-white/10 bg-brand-950 text-slate-300" {...contents} />;
}

function FooterContents({ featured, year, content, newsletter, identity }: FooterProps & { identity: PublicConfig }) {
  const fill = (text: string) => fillIdentity(text, identityValues(identity));
  const linkClass = "rounded text-sm text-slate-300 hover:text-white hover:underline";
  return (
    <div className="mx-auto max-w-7xl px-4 pt-14 pb-8 sm:px-6 lg:px-8">
      <div className="grid gap-10 lg:grid-cols-[1.3fr_2fr]">
        <div className="space-y-5">
          <Logo siteName={identity.siteName} className="text-white" />
          <p className="max-w-sm text-sm leading-relaxed">{fill(content.tagline)}</p>
          <div>
            <h2 className="text-sm font-semibold text-white">{fill(content.contactHeading)}</h2>
            <ul className="mt-3 space-y-2">
              <li>
                <a href={mailtoHref(identity.contactEmail)} className={`${linkClass} inline-flex items-center gap-2`}>
                  <Mail aria-hidden="true" className="size-4" />
                  {identity.contactEmail}
                </a>
              </li>
              <li>
                <a href={identity.linkedinUrl} target="_blank" rel="noopener noreferrer" className={`${linkClass} inline-flex items-center gap-2`}>
                  <LinkedinIcon className="size-4" />
                  {content.linkedinLabel}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
            </ul>
          </div>
          <div>
            <h2 className="text-sm font-semibold text-white">{fill(content.featuredHeading)}</h2>
            {featured.length > 0 ? (
              <ul className="mt-3 space-y-2">
                {featured.map((post) => (
                  <li key={post.id}>
                    <PageLink to={legacyPostPath(post.id)} className={linkClass}>
                      {post.title}
                    </PageLink>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-3 text-sm">{fill(content.featuredEmpty)}</p>
            )}
          </div>
        </div>
        <div className="grid grid-cols-2 gap-8 sm:grid-cols-3">
          {newsletter?.signup === "first-party" ? (
            <div className="col-span-2 max-w-md sm:col-span-3">
              <h2 id="footer-newsletter-heading" className="text-sm font-semibold text-white">
                {fill(newsletter.heading)}
              </h2>
              <div className="mt-3">
                <SubscribeForm texts={newsletter} fill={fill} place="footer" tone="dark" compact />
              </div>
            </div>
          ) : null}
          {FOOTER_LINK_GROUPS.map((group) => (
            <nav key={group.title} aria-label={`Footer: ${group.title}`}>
              <h2 className="text-sm font-semibold text-white">{group.title}</h2>
              <ul className="mt-3 space-y-2">
                <PageLinkItems links={group.links} className={linkClass} />
              </ul>
            </nav>
          ))}
        </div>
      </div>
      <p className="mt-12 border-t border-white/10 pt-6 text-sm text-slate-300">
        © {year} {identity.siteName}. {fill(content.rights)}
      </p>
    </div>
  );
}
