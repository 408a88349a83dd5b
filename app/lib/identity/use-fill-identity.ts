import { useCallback } from "react";
import { fillIdentity } from "./identity-tokens";
import { identityValues } from "./identity";
import { useIdentity } from "./root-data";

/** Returns a function that replaces the content's identity tokens with the configured values. */
export function useFillIdentity(): (text: string) => string {
  const identity = useIdentity();
  return useCallback((text: string) => fillIdentity(text, identityValues(identity)), [identity]);
}
