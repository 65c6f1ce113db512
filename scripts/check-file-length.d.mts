/** The most lines a non-test source file may have (issue 27). */
export const MAX_LINES: number;
/** The files the rule covers, among paths relative to the repository. */
export function coveredFiles(paths: readonly string[]): string[];
/** "file: N lines" for each covered file over `max` lines. */
export function tooLong(root: string, paths: readonly string[], max?: number): string[];
