import { createContext, useContext } from "react";
import { UNSAFE_DataRouterStateContext } from "react-router";
import type { PublicConfig } from "./public-config";

export type RootData = { identity: PublicConfig };

const IdentityContext = createContext<PublicConfig | null>(null);

/**
 * Gives the identity to contents rendered apart from the page's router (static contents on
 * HTML-only pages: app/components/site/site-contents.tsx), where the root loader's data is not in reach.
 */
export const IdentityProvider = IdentityContext.Provider;

/** The firm's identity from the root loader (or an `IdentityProvider`), for any component. */
export function useIdentity(): PublicConfig {
  const provided = useContext(IdentityContext);
  // What useRouteLoaderData("root") reads, without its requirement of a router (absent under a provider).
  const routerState = useContext(UNSAFE_DataRouterStateContext);
  const identity = provided ?? (routerState?.loaderData.root as RootData | undefined)?.identity;
  if (!identity) throw new Error("useIdentity used outside the root route");
  return identity;
}

/** For `meta` functions: the identity from the matched root route, if it loaded. */
export function identityFromMatches(matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>): PublicConfig | undefined {
  const root = matches.find((match) => match?.id === "root");
  return (root?.data as RootData | undefined)?.identity;
}
