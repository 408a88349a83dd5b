import { useLocalDateTime } from "~/components/admin/local-date-time";
import { formatDateTime } from "~/lib/core/date-time";
import type { MailStatusSummary } from "~/services/mail";
import { LEAD_MAIL_TEXT, leadMailTrouble } from "./lead-mail-text";

/** Lead mail that is off, waiting or given up, with the last error's reason and its technical detail. */
export function MailNotice({ mail }: { mail: MailStatusSummary }) {
  const since = useLocalDateTime(mail.waitingSince, formatDateTime);
  const trouble = leadMailTrouble(mail, since);
  const lines = mail.configured ? trouble.lines : [LEAD_MAIL_TEXT.mailOff];
  if (!lines.length) return null;
  return (
    <div role="status" className="border-b border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 sm:px-5">
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
      {trouble.reason ? (
        <p className="mt-1 break-words">
          {LEAD_MAIL_TEXT.lastError} {trouble.reason}
        </p>
      ) : null}
      {trouble.detail ? (
        <p className="mt-1 text-xs break-words">
          {LEAD_MAIL_TEXT.technicalDetail} {trouble.detail}
        </p>
      ) : null}
    </div>
  );
}
