/** "Margaret Lindqvist" -> "ML": first and last name's initials. */
export function initialsOf(name: string): string {
  const parts = name.split(/\s+/).filter(Boolean);
  const picked = parts.length > 1 ? [parts[0]!, parts[parts.length - 1]!] : parts;
  return picked.map((part) => part[0]!.toUpperCase()).join("");
}
