import { setNonce } from "get-nonce";

/**
 * Gives the page's CSP nonce to the libraries that add a <style> element while the page runs:
 * react-remove-scroll (under every Radix dialog: it locks the page's scroll behind the dialog)
 * asks get-nonce for it. Read from the page's own scripts (the nonce attribute hides its value
 * from getAttribute, not from the property); the policy stays as strict as it is.
 */
export function shareStyleNonce(doc: Document = document): void {
  const nonce = doc.querySelector<HTMLScriptElement>("script[nonce]")?.nonce;
  if (nonce) setNonce(nonce);
}
