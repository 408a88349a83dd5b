import { href } from "react-router";
import { type AppConfig, issueSignedLink } from "~/services/platform";

/** The purposes of the training's mailed links: a token made for one is refused by the other. */
export const REGISTRATION_LINK = "training-registration";
export const CERTIFICATE_LINK = "training-certificate";
const DAY_MS = 86_400_000;

export type LinkConfig = Pick<AppConfig, "SITE_URL" | "sessionSecret">;

/** The registrant's own page (cancel, leave the waitlist, take or decline an offer), valid until the session ends. */
export function registrationUrl(config: LinkConfig, registrationId: string, sessionEndsAt: Date): string {
  const token = issueSignedLink(config.sessionSecret, REGISTRATION_LINK, registrationId, sessionEndsAt);
  return `${config.SITE_URL}${href("/training/registration/:token", { token })}`;
}

/** The certificate's PDF for its holder, valid as long as the certificate (and a year after, to keep a copy). */
export function certificateUrl(config: LinkConfig, certificateId: string, expiresAt: Date): string {
  const token = issueSignedLink(config.sessionSecret, CERTIFICATE_LINK, certificateId, new Date(expiresAt.getTime() + 365 * DAY_MS));
  return `${config.SITE_URL}${href("/training/certificate/:token", { token })}`;
}

export function verifyUrl(config: Pick<AppConfig, "SITE_URL">): string {
  return `${config.SITE_URL}${href("/verify")}`;
}
