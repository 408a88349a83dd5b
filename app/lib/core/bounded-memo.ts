/**
 * Values built once per key and kept, emptied whole when full: for keys that come from code and
 * content, so are few (formatted dates, slugs, pre-rendered markup); the bound only guards memory.
 */
export class BoundedMemo<T> {
  readonly #built = new Map<string, T>();
  readonly #maxEntries: number;

  constructor(maxEntries: number) {
    this.#maxEntries = maxEntries;
  }

  get(key: string, build: () => T): T {
    const known = this.#built.get(key);
    if (known !== undefined) return known;
    const built = build();
    if (this.#built.size >= this.#maxEntries) this.#built.clear();
    this.#built.set(key, built);
    return built;
  }
}
