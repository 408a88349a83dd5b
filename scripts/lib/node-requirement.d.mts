export function nodeMajor(version: string): number;
export function requiredNodeMajor(root: string): number;
