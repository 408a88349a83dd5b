import { useFetcher } from "react-router";
import { AdminDialog } from "~/components/admin/admin-dialog";
import { leadHeading } from "~/lib/leads/lead-options";
import { ConfirmForm } from "~/components/admin/confirm-form";
import { useActionToast } from "~/components/admin/use-action-toast";
import type { LeadRow } from "~/services/leads";
import { LEADS_TEXT, type LeadActionResult } from "./leads-admin-text";
import { LEAD_DELETE_FETCHER_KEY } from "./fetcher-keys";

export function DeleteLeadDialog({ lead, open, onOpenChange }: { lead: LeadRow; open: boolean; onOpenChange: (open: boolean) => void }) {
  const fetcher = useFetcher<LeadActionResult>({ key: LEAD_DELETE_FETCHER_KEY });
  useActionToast(fetcher, () => onOpenChange(false), false);
  return (
    <AdminDialog open={open} onOpenChange={onOpenChange} title="Delete Lead" description={LEADS_TEXT.deleteQuestion}>
      <p className="text-sm break-words text-slate-800">{leadHeading(lead)}</p>
      <ConfirmForm
        fetcher={fetcher}
        fields={{ leadId: lead.id }}
        intent="delete"
        confirmLabel="Delete Lead"
        onCancel={() => onOpenChange(false)}
        className="mt-5"
      />
    </AdminDialog>
  );
}
