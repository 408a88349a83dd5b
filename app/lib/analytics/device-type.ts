/**
 * Device types by screen width in CSS pixels, the breakpoints Plausible uses. The SQL that groups
 * stored views (app/services/analytics/raw-aggregates.server.ts) applies the same limits.
 */
export const DEVICE_TYPES = [
  { name: "Mobile", belowWidth: 576 },
  { name: "Tablet", belowWidth: 992 },
  { name: "Laptop", belowWidth: 1440 },
  { name: "Desktop", belowWidth: Number.POSITIVE_INFINITY },
] as const;

export type DeviceType = (typeof DEVICE_TYPES)[number]["name"];

/** The device type of a screen width; "" when the width is unknown. */
export function deviceType(screenWidth: number | null | undefined): DeviceType | "" {
  if (!screenWidth) return "";
  return DEVICE_TYPES.find((type) => screenWidth < type.belowWidth)!.name;
}
