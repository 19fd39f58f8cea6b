/** Files changed since the branch left main (committed, staged, unstaged or new), relative to the root. */
export function changedFiles(root: string): string[];
/** The story files a change reaches, or "all" when it reaches every story. */
export function affectedStoryFiles(changed: readonly string[], statsPath: string): string[] | "all";
/** `preview-stats.json` of a Storybook build folder. */
export function statsFile(staticDir: string): string;
