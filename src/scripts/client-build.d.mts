export const CLIENT_INPUTS: string[];
export const CLIENT_STAMP: string;
export type ClientBuildProblem = { kind: 'missing'; changed: string[] } | { kind: 'stale'; changed: string[]; builtAt: string | null };
export function clientSourceFiles(root: string): Record<string, { size: number; mtimeMs: number; sha256: string }>;
export function clientStamp(files: ReturnType<typeof clientSourceFiles>, now?: Date): string;
export function clientBuildProblem(root: string): ClientBuildProblem | null;
export function describeClientBuildProblem(problem: ClientBuildProblem): string;
