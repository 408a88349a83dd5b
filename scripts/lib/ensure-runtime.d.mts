export const REQUIRED_NODE_MAJOR: number;
export function ensureRuntime(root: string): void;
