import { diffArrays } from "diff";

/**
 * One entry of a list compared across two versions: where it was (`from`) and where it is (`to`),
 * null when it was added or removed; `moved` when it changed place among the entries kept.
 */
export type AlignedItem = { from: number | null; to: number | null; moved: boolean };

type Hunk = { removed: number[]; added: number[] };

/**
 * Pairs the entries of two versions of a list by what names them (a member's name, a bill's
 * number), so that removing, adding or moving one entry reads as that, not as every later entry
 * changing. Entries named the same are the same entry, wherever they moved; an entry renamed where
 * it stood is paired with its old self. The result follows the new order, a removed entry where it
 * stood.
 */
export function alignListItems(fromKeys: readonly string[], toKeys: readonly string[]): AlignedItem[] {
  const kept: AlignedItem[] = [];
  const hunks: Hunk[] = [];
  let from = 0;
  let to = 0;
  let hunk: Hunk = { removed: [], added: [] };
  for (const part of diffArrays([...fromKeys], [...toKeys])) {
    if (part.removed) {
      for (let n = 0; n < part.count; n++) hunk.removed.push(from++);
    } else if (part.added) {
      for (let n = 0; n < part.count; n++) hunk.added.push(to++);
    } else {
      if (hunk.removed.length || hunk.added.length) hunks.push(hunk);
      hunk = { removed: [], added: [] };
      for (let n = 0; n < part.count; n++) kept.push({ from: from++, to: to++, moved: false });
    }
  }
  if (hunk.removed.length || hunk.added.length) hunks.push(hunk);

  const pairs: AlignedItem[] = [...kept];
  // An entry that left one place and arrived at another, anywhere in the list, moved.
  const arrivals = hunks.flatMap((each) => each.added);
  for (const each of hunks) {
    each.removed = each.removed.filter((index) => {
      const arrival = arrivals.findIndex((added) => toKeys[added] === fromKeys[index]);
      if (arrival < 0) return true;
      pairs.push({ from: index, to: arrivals[arrival]!, moved: true });
      arrivals.splice(arrival, 1);
      return false;
    });
  }
  const arrived = new Set(arrivals);
  for (const each of hunks) {
    const added = each.added.filter((index) => arrived.has(index));
    // Left and arrived at the same place: the same entry, renamed or rewritten.
    const sameSpot = Math.min(each.removed.length, added.length);
    for (let n = 0; n < sameSpot; n++) pairs.push({ from: each.removed[n]!, to: added[n]!, moved: false });
    for (const index of added.slice(sameSpot)) pairs.push({ from: null, to: index, moved: false });
    for (const index of each.removed.slice(sameSpot)) pairs.push({ from: index, to: null, moved: false });
  }
  // In the new order; a removed entry where it stood, just before the entry kept after it.
  const position = (item: AlignedItem) => item.to ?? (kept.find((other) => other.from! > item.from!)?.to ?? toKeys.length) - 0.5;
  return pairs.sort((a, b) => position(a) - position(b) || (a.from ?? 0) - (b.from ?? 0));
}
