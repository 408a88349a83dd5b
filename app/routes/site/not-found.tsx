import { data } from "react-router";
import { identityFromMatches } from "~/lib/root-data";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/not-found";

export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({
    identity: identityFromMatches(matches),
    title: "Page not found",
    description: "The page you are looking for does not exist.",
    path: location.pathname,
    noindex: true,
  });

export default function NotFound() {
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-6xl font-bold text-brand-900">404</h1>
      <p className="mt-4 text-xl text-slate-700">Oops! Page not found</p>
      <p className="mt-6">
        <a className="font-semibold text-brand-700 underline" href="/">
          Go to Home Now
        </a>
      </p>
    </main>
  );
}
