import { Copy } from "lucide-react";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/toaster";
import { SECURITY_TOASTS } from "./security-center-text";

/** A command or SQL for a manual fix, selectable, with a copy button ('SQL copied' / 'Copy failed'). */
export function CopyCommand({ command, label }: { command: string; label: string }) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(command);
      toast({ ...SECURITY_TOASTS.sqlCopied, variant: "success" });
    } catch {
      toast({ ...SECURITY_TOASTS.copyFailed, variant: "destructive" });
    }
  }
  return (
    <div className="flex flex-wrap items-center gap-2">
      <code className="min-w-0 flex-1 rounded bg-slate-900 px-3 py-2 font-mono text-xs break-all text-slate-100">{command}</code>
      <Button type="button" variant="outline" size="sm" onClick={copy} aria-label={`Copy the command: ${label}`}>
        <Copy aria-hidden />
        Copy
      </Button>
    </div>
  );
}
