// A Jest reporter for the story checks: writes the story files with a failed check, one path a line, to the file
// named by STORY_CHECK_FAILED_FILES, so `run.mjs` can check those files once more (see `recheck` there).
import { writeFileSync } from "node:fs";

export default class FailedFilesReporter {
  onRunComplete(_contexts, results) {
    const target = process.env.STORY_CHECK_FAILED_FILES;
    if (!target) return;
    const failed = results.testResults
      .filter((file) => file.numFailingTests > 0 || file.testExecError)
      .map((file) => file.testFilePath);
    writeFileSync(target, failed.join("\n"));
  }
}
