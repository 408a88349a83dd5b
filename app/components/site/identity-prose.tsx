import { splitAtEmailTokens } from "~/lib/identity/identity-segments";
import { useIdentity } from "~/lib/identity/root-data";
import { useFillIdentity } from "~/lib/identity/use-fill-identity";
import { MailLink } from "./mail-link";

/**
 * Content prose with the firm's identity filled in; its e-mail addresses become mail links.
 * With `leadSource`, a click on the contact address counts as a lead.
 */
export function IdentityProse({ text, leadSource }: { text: string; leadSource?: string }) {
  const identity = useIdentity();
  const fill = useFillIdentity();
  return (
    <>
      {splitAtEmailTokens(text).map((segment, index) => {
        if (segment.kind === "text") return <span key={index}>{fill(segment.text)}</span>;
        const email = segment.which === "email" ? identity.contactEmail : identity.privacyEmail;
        return (
          <MailLink
            key={index}
            email={email}
            leadSource={segment.which === "email" ? leadSource : undefined}
            className="font-semibold break-all text-brand-700 underline underline-offset-4 hover:text-brand-900"
          >
            {email}
          </MailLink>
        );
      })}
    </>
  );
}
