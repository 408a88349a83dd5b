import { Copy, Download } from "lucide-react";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/toaster";
import { formatRecoveryCode } from "~/lib/two-factor/two-factor-rules";
import { TWO_FACTOR_ACCOUNT_TEXT } from "~/lib/two-factor/two-factor-account-text";

/** The ten new recovery codes, shown once: download as a text file, copy, then put away. */
export function RecoveryCodes({ codes, siteName, onDone }: { codes: string[]; siteName: string; onDone: () => void }) {
  const text = codes.map(formatRecoveryCode).join("\n");

  function download() {
    const url = URL.createObjectURL(new Blob([`${siteName} recovery codes\n\n${text}\n`], { type: "text/plain" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = "recovery-codes.txt";
    link.click();
    URL.revokeObjectURL(url);
  }

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      toast({ ...TWO_FACTOR_ACCOUNT_TEXT.copied, variant: "success" });
    } catch {
      toast({ ...TWO_FACTOR_ACCOUNT_TEXT.copyFailed, variant: "destructive" });
    }
  }

  return (
    <section aria-labelledby="recovery-codes-title" className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-4">
      <h3 id="recovery-codes-title" className="font-semibold text-slate-900">
        {TWO_FACTOR_ACCOUNT_TEXT.codesTitle}
      </h3>
      <p className="text-sm text-slate-700">{TWO_FACTOR_ACCOUNT_TEXT.codesIntro}</p>
      <ul
        aria-label={TWO_FACTOR_ACCOUNT_TEXT.codesTitle}
        className="grid grid-cols-1 gap-1 font-mono text-base text-slate-900 min-[400px]:grid-cols-2"
        data-testid="recovery-codes"
      >
        {codes.map((code) => (
          <li key={code}>{formatRecoveryCode(code)}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button type="button" size="sm" variant="outline" onClick={download}>
          <Download aria-hidden />
          {TWO_FACTOR_ACCOUNT_TEXT.download}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={() => void copy()}>
          <Copy aria-hidden />
          {TWO_FACTOR_ACCOUNT_TEXT.copy}
        </Button>
        <Button type="button" size="sm" onClick={onDone}>
          {TWO_FACTOR_ACCOUNT_TEXT.codesDone}
        </Button>
      </div>
    </section>
  );
}
