const UNITS = ["Bytes", "KB", "MB", "GB", "TB"] as const;

/** Sizes in 1024 units with two decimals, as the backup list shows them ("1.50 MB"). */
export function formatBytes(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return "-";
  if (bytes < 1024) return `${bytes} Bytes`;
  const exponent = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), UNITS.length - 1);
  return `${(bytes / 1024 ** exponent).toFixed(2)} ${UNITS[exponent]}`;
}
