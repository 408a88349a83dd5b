import { identityFromMatches, useIdentity } from "~/lib/root-data";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    identity: identityFromMatches(matches),
    description: "Independent consulting, training and certification for the health savings account industry.",
    path: "/",
  });

export default function Home() {
  const identity = useIdentity();
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-24">
      <h1 className="text-4xl font-bold text-brand-900">{identity.siteName}</h1>
      <p className="mt-4 text-lg text-slate-700">
        Independent consulting, training and certification for the health savings account industry.
      </p>
      <p className="mt-6">
        <a className="font-semibold text-brand-700 underline" href={`mailto:${identity.contactEmail}`}>
          {identity.contactEmail}
        </a>
      </p>
    </main>
  );
}
