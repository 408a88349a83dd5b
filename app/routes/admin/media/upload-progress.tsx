/** A labelled progress bar for an upload in flight (a native <progress>: screen readers hear the percentage). */
export function UploadProgress({ fraction, label }: { fraction: number; label: string }) {
  const percent = Math.round(Math.min(1, Math.max(0, fraction)) * 100);
  return (
    <div className="flex items-center gap-2 text-xs text-slate-700">
      <progress
        aria-label={label}
        max={100}
        value={percent}
        className="h-2 w-full overflow-hidden rounded-full [&::-moz-progress-bar]:bg-brand-700 [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-brand-700"
      />
      <span className="w-10 text-right tabular-nums">{percent}%</span>
    </div>
  );
}
