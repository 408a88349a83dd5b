import type { ReactNode } from "react";
import { href, isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useMatches, useRouteError } from "react-router";
import type { Route } from "./+types/root";
import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import stylesheet from "./app.css?url";
import { Toaster } from "./components/ui/toaster";
import { EnhancementScript } from "./lib/site/enhancement-script";
import { enhancementOf, pageHydrates } from "./lib/ui/hydration";
import { useNonce } from "./lib/ui/nonce";
import { useRequestId } from "./lib/ui/request-id";
import type { RootData } from "./lib/identity/root-data";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  // The Latin face is needed by every page: fetched with the stylesheet, text does not reflow when it arrives.
  { rel: "preload", href: interLatin, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function loader({ context }: Route.LoaderArgs): RootData {
  return { identity: context.config.identity };
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const matches = useMatches();
  const hydrate = pageHydrates(matches);
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        <a
          href="#main"
          className="sr-only z-[100] rounded bg-white px-4 py-2 font-semibold text-brand-800 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Skip to main content
        </a>
        {children}
        {hydrate ? (
          <>
            <Toaster />
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : (
          <EnhancementScript name={enhancementOf(matches)} />
        )}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const requestId = useRequestId();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const title = status === 404 ? "Page not found" : status < 500 ? "Request not accepted" : "Something went wrong";
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-24">
      <title>{title}</title>
      <meta name="robots" content="noindex" />
      <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
      <p className="mt-4 text-slate-700">
        We could not show this page. Please try again in a moment, or go to the{" "}
        {/* The route's own path, not public-paths.ts: that module builds every public path when loaded, 0.4 KB gzip of every admin page (issue 43). */}
        <a className="font-medium text-brand-700 underline" href={href("/")}>
          home page
        </a>
        .
      </p>
      {requestId ? (
        <p className="mt-6 text-sm text-slate-600">
          Reference: <code data-request-id={requestId}>{requestId}</code>
        </p>
      ) : null}
    </main>
  );
}
