/** A count as staff read it: "5,000". */
export function formatCount(value: number): string {
  return value.toLocaleString("en-US");
}
