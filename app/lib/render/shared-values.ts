/**
 * Values that many renders share and that change only when staff publish (site content): sent to
 * each render worker once, then named by a number. A page's loader data is otherwise copied to a
 * worker whole on every render: with site content, that copy, its decoding in the worker and the
 * garbage both leave grew five to seven times (decision 055, docs/guides/performance-log.md).
 * A shared value must never be changed once marked: workers keep their copy of it.
 */
export const isPlainObject = (value: object): value is Record<string, unknown> => {
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

/**
 * The numbers given to shared values, one record per thread whichever copy of this module marks,
 * packs or unpacks: the server's bundle (build/node) and the app's build (build/server) each carry
 * a copy, and a record of the module's own would leave the server's copy blind to the app's marks
 * (decision 056).
 */
type Registry = { idOf: WeakMap<object, number>; lastId: number };
const REGISTRY = Symbol.for("hsa-firm-site.shared-values");
const registry = ((globalThis as { [REGISTRY]?: Registry })[REGISTRY] ??= { idOf: new WeakMap(), lastId: 0 });
const { idOf } = registry;

/** The number of a shared value (marked here, or received by a render worker), if it is one: such a value never changes. */
export function sharedValueId(value: object): number | undefined {
  return idOf.get(value);
}

/**
 * Marks `value` and every array and plain object inside it as shared (once; an object keeps its
 * number) and returns it: a loader that returns a part of a document sends that part by number too.
 */
export function markShared<T extends object>(value: T): T {
  if (idOf.has(value)) return value;
  idOf.set(value, ++registry.lastId);
  for (const inner of Array.isArray(value) ? value : isPlainObject(value) ? Object.values(value) : []) {
    if (inner !== null && typeof inner === "object") markShared(inner);
  }
  return value;
}

/** What stands for a shared value in packed data. A key no loader writes (it starts with a NUL). */
export const SHARED_REF = "\u0000shared";
type SharedRef = { [SHARED_REF]: number };

/**
 * `data` with each shared value in it replaced by its reference, and the values found, by number.
 * Copies only the containers on the way to a shared value: `data` itself is not changed.
 * Dates, sets, maps and errors are left as they are (structured clone carries them).
 */
export function packShared(data: unknown, found: Map<number, object>): unknown {
  if (data === null || typeof data !== "object") return data;
  const id = idOf.get(data);
  if (id !== undefined) {
    found.set(id, data);
    return { [SHARED_REF]: id } satisfies SharedRef;
  }
  if (Array.isArray(data)) {
    let copy: unknown[] | null = null;
    for (let index = 0; index < data.length; index++) {
      const packed = packShared(data[index], found);
      if (packed !== data[index]) (copy ??= data.slice())[index] = packed;
    }
    return copy ?? data;
  }
  if (!isPlainObject(data)) return data;
  let copy: Record<string, unknown> | null = null;
  for (const key of Object.keys(data)) {
    const packed = packShared(data[key], found);
    if (packed !== data[key]) (copy ??= { ...data })[key] = packed;
  }
  return copy ?? data;
}

const isSharedRef = (value: Record<string, unknown>): value is SharedRef => typeof value[SHARED_REF] === "number";

/**
 * In a render worker: `data` (its own copy, changed in place) with each reference replaced by the
 * value it names. A reference to a value the worker was never sent is a bug on the sending side.
 */
export function unpackShared(data: unknown, known: ReadonlyMap<number, object>): unknown {
  if (data === null || typeof data !== "object") return data;
  if (Array.isArray(data)) {
    for (let index = 0; index < data.length; index++) data[index] = unpackShared(data[index], known);
    return data;
  }
  if (!isPlainObject(data)) return data;
  if (isSharedRef(data)) {
    const id = data[SHARED_REF];
    const value = known.get(id);
    if (!value) throw new Error(`render worker: shared value ${id} was never sent`);
    if (!idOf.has(value)) idOf.set(value, id);
    return value;
  }
  for (const key of Object.keys(data)) data[key] = unpackShared(data[key], known);
  return data;
}
