import type { AppConfig } from "~/services/platform";

export type DkimOptions = { domainName: string; keySelector: string; privateKey: string };

/**
 * nodemailer's DKIM options when a selector and key are configured, else null (mail goes out
 * unsigned). nodemailer signs List-Unsubscribe and List-Unsubscribe-Post among its default
 * header fields, as RFC 8058 requires of a one-click unsubscribe.
 */
export function dkimOptions(config: Pick<AppConfig, "MAIL_DKIM_DOMAIN" | "MAIL_DKIM_SELECTOR" | "MAIL_DKIM_PRIVATE_KEY" | "MAIL_FROM">): DkimOptions | null {
  if (!config.MAIL_DKIM_SELECTOR || !config.MAIL_DKIM_PRIVATE_KEY) return null;
  const domainName = config.MAIL_DKIM_DOMAIN ?? config.MAIL_FROM.split("@").pop()!;
  return { domainName, keySelector: config.MAIL_DKIM_SELECTOR, privateKey: config.MAIL_DKIM_PRIVATE_KEY };
}
