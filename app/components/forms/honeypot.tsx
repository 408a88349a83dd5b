import { HONEYPOT_FIELD } from "~/lib/security/honeypot";

/**
 * Hidden field for bots: off-screen (not display:none, which some bots skip), out of the tab
 * order and hidden from assistive technology, so people never fill it in.
 */
export function Honeypot() {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor={HONEYPOT_FIELD}>Leave this field empty</label>
      <input type="text" id={HONEYPOT_FIELD} name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
