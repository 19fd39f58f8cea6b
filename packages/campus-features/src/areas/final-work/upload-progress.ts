import type { DraftFile } from "./answer-draft";

/**
 * Each file's progress (0-100) from the upload's: the body carries the text parts first, then the files in order,
 * so a file is as far along as the bytes sent past the ones before it. Reported only when a file's percent changes.
 */
export function fileProgress(files: readonly DraftFile[], onProgress: (fileId: string, percent: number) => void) {
  const reported = new Map<string, number>();
  const report = (id: string, percent: number) => {
    if (reported.get(id) === percent) return;
    reported.set(id, percent);
    onProgress(id, percent);
  };
  const sizes = files.reduce((sum, { file }) => sum + file.size, 0);
  // Every file shows its bar at once, at 0: a browser may report nothing until much of the body has gone.
  for (const { id } of files) report(id, 0);
  return {
    sent(sent: number, total: number) {
      // What is not file bytes (text parts, part headers) goes first.
      let before = Math.max(0, total - sizes);
      for (const { id, file } of files) {
        const part = file.size === 0 ? 1 : (sent - before) / file.size;
        report(id, Math.round(Math.min(1, Math.max(0, part)) * 100));
        before += file.size;
      }
    },
    /** The server answered: every file has arrived. */
    done() {
      for (const { id } of files) report(id, 100);
    },
  };
}
