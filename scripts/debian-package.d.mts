/** Resolves when `binary` exists (installing `pkg` if it can); exits the process with the reason otherwise. */
export declare function ensureDebianPackage(options: { pkg: string; binary: string; hint?: string }): void;
