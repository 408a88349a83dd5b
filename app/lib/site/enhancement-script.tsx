import { createContext, useContext } from "react";
import { useNonce } from "../ui/nonce";

const EnhancementScriptContext = createContext("");

/** The URL of the built enhancement script, provided by the server entry for each request. */
export const EnhancementScriptProvider = EnhancementScriptContext.Provider;

/** The progressive-enhancement script of HTML-only pages (menus, carousel, page views). */
export function EnhancementScript() {
  const src = useContext(EnhancementScriptContext);
  const nonce = useNonce();
  if (!src) return null;
  return <script type="module" src={src} nonce={nonce || undefined} />;
}
