import { SubscribeForm } from "~/components/newsletter/subscribe-form";
import { useNewsletterSignup } from "~/components/newsletter/signup-data";
import { Mail } from "~/components/site/icons";
import { buttonVariants } from "~/components/ui/button";
import { mergeClasses } from "~/lib/ui/merge-classes";
import { newsletterSignup, trackClicks } from "~/lib/analytics/analytics-events";
import { useIdentity } from "~/lib/identity/root-data";
import { useFillIdentity } from "~/lib/identity/use-fill-identity";

/**
 * The newsletter sign-up on the list and each post: the firm's own form (double opt-in), or, when
 * staff chose the hosted form in Site Content → Newsletter, a link to it in a new tab.
 */
export function SubscribeBlock() {
  const identity = useIdentity();
  const fill = useFillIdentity();
  const signup = useNewsletterSignup();
  const texts = signup?.texts;
  const heading = texts ? fill(texts.heading) : "Subscribe to our newsletter";
  const intro = texts ? fill(texts.intro) : `HSA news, regulatory updates and practical guidance from the ${identity.siteName} team, straight to your inbox.`;
  const firstParty = texts && texts.signup === "first-party";
  return (
    <section aria-labelledby="subscribe-heading" className="rounded-2xl bg-gradient-to-br from-brand-800 to-brand-600 px-6 py-10 text-white sm:px-10">
      <div className="flex flex-col items-start gap-6 md:flex-row md:items-start md:justify-between">
        <div className="max-w-xl">
          <h2 id="subscribe-heading" className="flex items-center gap-2 text-2xl font-bold">
            <Mail aria-hidden className="size-6" /> {heading}
          </h2>
          <p className="mt-2 text-brand-50">{intro}</p>
        </div>
        {firstParty ? (
          <div className="w-full md:max-w-md">
            <SubscribeForm texts={texts} fill={fill} place="block" tone="dark" />
          </div>
        ) : (
          <a
            href={identity.newsletterFormUrl}
            target="_blank"
            rel="noopener noreferrer"
            {...trackClicks(newsletterSignup("blog"))}
            className={mergeClasses(buttonVariants({ size: "lg" }), "bg-white text-brand-900 hover:bg-brand-50")}
          >
            Subscribe <span className="sr-only">(opens in a new tab)</span>
          </a>
        )}
      </div>
    </section>
  );
}
