export function ensureRuntime(root: string): void;
