import { useRouteLoaderData } from "react-router";
import type { PublicConfig } from "./public-config";

export type RootData = { identity: PublicConfig };

/** The firm's identity from the root loader, for any component. */
export function useIdentity(): PublicConfig {
  const data = useRouteLoaderData("root") as RootData | undefined;
  if (!data) throw new Error("useIdentity used outside the root route");
  return data.identity;
}

/** For `meta` functions: the identity from the matched root route, if it loaded. */
export function identityFromMatches(matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>): PublicConfig | undefined {
  const root = matches.find((match) => match?.id === "root");
  return (root?.data as RootData | undefined)?.identity;
}
