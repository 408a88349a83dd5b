import { Badge } from "~/components/ui/badge";
import type { SecuritySeverity } from "~/lib/users/user-types";

const TONE = { critical: "danger", high: "danger", medium: "warning", low: "neutral" } as const;

export function SeverityBadge({ severity }: { severity: SecuritySeverity }) {
  return (
    <Badge tone={TONE[severity]} className="capitalize">
      {severity}
    </Badge>
  );
}
