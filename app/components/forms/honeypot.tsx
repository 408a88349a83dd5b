import { useId } from "react";
import { HONEYPOT_FIELD } from "~/lib/security/honeypot";

/**
 * Hidden field for bots, in every form of the site: off-screen (not display:none, which some bots
 * skip), out of the tab order and hidden from assistive technology, so people never fill it in.
 * The server refuses a filled one (routes/honeypot.server.ts). Its id is unique per form, so a
 * page with many forms stays valid.
 */
export function Honeypot() {
  const id = `${HONEYPOT_FIELD}-${useId().replace(/:/g, "")}`;
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor={id}>Leave this field empty</label>
      <input type="text" id={id} name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
