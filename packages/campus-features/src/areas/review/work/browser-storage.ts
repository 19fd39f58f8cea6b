/**
 * This browser's local storage, or none where it is blocked (a privacy mode, a sandboxed frame): then what the
 * page keeps lives as long as the page.
 */
export function browserStorage(): Storage | undefined {
  try {
    return typeof localStorage === "undefined" ? undefined : localStorage;
  } catch {
    return undefined;
  }
}
