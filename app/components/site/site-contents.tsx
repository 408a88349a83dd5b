import { createElement, type FunctionComponent } from "react";
import type { PublicConfig } from "~/lib/identity/public-config";
import { IdentityProvider, useIdentity } from "~/lib/identity/root-data";
import { type StaticContents, type StaticContentsOptions, staticContents, useStaticContents } from "~/lib/ui/static-markup";

type WithIdentity<P> = { identity: PublicConfig; props: P };

/** A public page's sections whose markup follows from their props and the firm's identity alone. */
export type SiteContents<P extends object> = StaticContents<WithIdentity<P>>;

/**
 * Sections of a public page rendered once per variant of their props on HTML-only pages
 * (app/lib/ui/static-markup.tsx), with the identity provided: most of a page's content is texts
 * and figures that change only when staff publish, and rendering them is most of a page's render.
 * The contents may use the identity (`useIdentity`, `useFillIdentity`) and `useId` (give
 * `idPrefix`), and no other context: not the router's, the nonce or the request id.
 */
export function siteContents<P extends object>(render: FunctionComponent<P>, options?: StaticContentsOptions): SiteContents<P> {
  function WithIdentityProvided({ identity, props }: WithIdentity<P>) {
    return <IdentityProvider value={identity}>{createElement(render, props)}</IdentityProvider>;
  }
  WithIdentityProvided.displayName = `SiteContents(${render.displayName ?? render.name})`;
  return staticContents(WithIdentityProvided, options);
}

/** The contents in an element that leaves the page's layout as it was (`display: contents`). */
export function SiteSections<P extends object>({ contents, props }: { contents: SiteContents<P>; props: P }) {
  const identity = useIdentity();
  return <div className="contents" {...useStaticContents(contents, { identity, props })} />;
}
