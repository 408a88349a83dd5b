export type Cluster = { url: string; stop(): void; pause(): void; resume(): void };
export function findPostgresBin(): string | null;
export function freePort(): Promise<number>;
export function startCluster(): Promise<Cluster>;
export function ensureSystemPackages(): void;
