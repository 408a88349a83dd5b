/** How long a preview link lasts unless its maker chooses otherwise, and the longest it may. */
export const PREVIEW_LINK_DEFAULT_DAYS = 7;
export const PREVIEW_LINK_MAX_DAYS = 30;
const DAY_MS = 86_400_000;

/** The expiry of a link made at `now` for `days` days; null when the number of days is not allowed. */
export function previewExpiry(now: Date, days: number): Date | null {
  if (!Number.isInteger(days) || days < 1 || days > PREVIEW_LINK_MAX_DAYS) return null;
  return new Date(now.getTime() + days * DAY_MS);
}

/** A link opens while it is neither revoked nor expired. */
export function previewLinkOpen(link: { expiresAt: Date; revokedAt: Date | null }, now: Date): boolean {
  return !link.revokedAt && link.expiresAt.getTime() > now.getTime();
}

/** The public path of a preview link. */
export const previewPath = (token: string) => `/p/${token}`;

/** A token as links carry it: 43 characters of base64url (32 random bytes). */
export const PREVIEW_TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;
