import { createContext, useContext } from "react";

const RequestIdContext = createContext<string | null>(null);

export const RequestIdProvider = RequestIdContext.Provider;

/** The id of the request that rendered this document, shown on error pages as a reference. */
export function useRequestId(): string | null {
  const fromServer = useContext(RequestIdContext);
  if (fromServer) return fromServer;
  if (typeof document === "undefined") return null;
  return document.querySelector<HTMLMetaElement>('meta[name="request-id"]')?.content ?? null;
}
