import { Mail } from "~/components/site/icons";
import { Button } from "~/components/ui/button";
import { newsletterSignup, trackClicks } from "~/lib/analytics/analytics-events";
import { useIdentity } from "~/lib/identity/root-data";

/** The newsletter sign-up: a third-party form, opened in a new tab without opener or referrer. */
export function SubscribeBlock() {
  const identity = useIdentity();
  return (
    <section aria-labelledby="subscribe-heading" className="rounded-2xl bg-gradient-to-br from-brand-800 to-brand-600 px-6 py-10 text-white sm:px-10">
      <div className="flex flex-col items-start gap-6 md:flex-row md:items-center md:justify-between">
        <div className="max-w-xl">
          <h2 id="subscribe-heading" className="flex items-center gap-2 text-2xl font-bold">
            <Mail aria-hidden className="size-6" /> Subscribe to our newsletter
          </h2>
          <p className="mt-2 text-brand-50">
            Weekly HSA news, regulatory updates and practical guidance from the {identity.siteName} team, straight to your inbox.
          </p>
        </div>
        <Button asChild size="lg" className="bg-white text-brand-900 hover:bg-brand-50">
          <a href={identity.newsletterFormUrl} target="_blank" rel="noopener noreferrer" {...trackClicks(newsletterSignup("blog"))}>
            Subscribe <span className="sr-only">(opens in a new tab)</span>
          </a>
        </Button>
      </div>
    </section>
  );
}
