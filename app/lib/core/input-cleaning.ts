/**
 * Input cleaning for usernames and e-mail addresses: strip script blocks, HTML
 * tags, `javascript:` and inline `on...=` handler patterns, then trim. Validation runs on the
 * cleaned value, so cleaning can only ever remove characters the rules would refuse anyway.
 */
export function cleanInput(value: string): string {
  return value
    .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, "")
    .replace(/<[^>]*>/g, "")
    .replace(/javascript\s*:/gi, "")
    .replace(/\bon\w+\s*=/gi, "")
    .trim();
}
