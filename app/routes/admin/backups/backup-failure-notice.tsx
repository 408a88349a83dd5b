import { CircleAlert } from "lucide-react";
import { Link, href } from "react-router";
import { BACKUP_FAILURE_NOTICE } from "./backup-failure-text";

/** Across the admin area for admins, until a later backup succeeds: the daily backup failed. */
export function BackupFailureNotice({ at, error }: { at: string; error: string }) {
  return (
    <div role="alert" className="flex gap-2 rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-red-900">
      <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
      <p>
        <strong>{BACKUP_FAILURE_NOTICE.title}</strong> (run of {at.slice(0, 16).replace("T", " ")} UTC): {error}{" "}
        <Link
          to={href("/svcs/admin-dashboard/backups")}
          className="font-semibold underline underline-offset-2 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-red-800"
        >
          {BACKUP_FAILURE_NOTICE.link}
        </Link>
      </p>
    </div>
  );
}
