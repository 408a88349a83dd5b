import { createContext, useContext } from "react";

const RequestIdContext = createContext<string | null>(null);

export const RequestIdProvider = RequestIdContext.Provider;

/**
 * The id of the request that rendered this error page, shown as a reference. Never put it in
 * cacheable pages: a cached body would show an old request's id.
 */
export function useRequestId(): string | null {
  const fromServer = useContext(RequestIdContext);
  if (fromServer) return fromServer;
  if (typeof document === "undefined") return null;
  // Hydrating a server-rendered error page: keep the reference it showed.
  return document.querySelector<HTMLElement>("[data-request-id]")?.dataset.requestId ?? null;
}
