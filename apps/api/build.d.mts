/** The built server's entry, apps/api/dist/main.mjs. */
export declare const serverEntry: string;
/** Builds dist/ (build.mjs); resolves with esbuild's warnings. */
export function buildServer(options?: { quiet?: boolean }): Promise<unknown[]>;
/** Builds dist/ when it is missing or older than a source; resolves with whether it built. */
export function buildServerWhenStale(options?: { quiet?: boolean }): Promise<boolean>;
