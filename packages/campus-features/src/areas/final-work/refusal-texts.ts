import type { Refusal } from "@campus/contract";
import type { TFunction } from "i18next";

/**
 * The server's refusals of an answer in the learner's language, keyed as they came (by link, `text`, `links`,
 * `files`): each from its code, never the server's English; one the campus has no words for gets a general line.
 */
export function refusalTexts(
  errors: Readonly<Record<string, string>>,
  refusals: Readonly<Record<string, Refusal>>,
  t: TFunction,
): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const key of new Set([...Object.keys(errors), ...Object.keys(refusals)])) {
    const refusal = refusals[key];
    texts[key] = refusal
      ? t(`finalWork.refusals.${refusal.code}`, {
          fileName: refusal.fileName ?? "",
          max: refusal.max ?? 0,
          count: refusal.max ?? 0,
          types: (refusal.answerTypes ?? []).map((type) => t(`finalWork.answerTypes.${type}`)).join(", "),
        })
      : t("finalWork.refusals.other");
  }
  return texts;
}
