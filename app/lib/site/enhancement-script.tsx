import { createContext, useContext } from "react";
import { type EnhancementName, type EnhancementScripts, NO_ENHANCEMENT_SCRIPTS } from "../ui/hydration";
import { useNonce } from "../ui/nonce";

const EnhancementScriptContext = createContext<EnhancementScripts>(NO_ENHANCEMENT_SCRIPTS);

/** The URLs of the built enhancement scripts, provided by the server entry for each request. */
export const EnhancementScriptProvider = EnhancementScriptContext.Provider;

/** The progressive-enhancement script of an HTML-only page: the public site's (menus, carousel, page views) or the sign-in form's. */
export function EnhancementScript({ name }: { name: EnhancementName }) {
  const src = useContext(EnhancementScriptContext)[name];
  const nonce = useNonce();
  if (!src) return null;
  return <script type="module" src={src} nonce={nonce || undefined} />;
}
