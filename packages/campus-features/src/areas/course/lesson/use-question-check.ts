import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../data";
import { useToasts } from "../../../toasts";

/** What checking an answer told: the right answers, and whether the learner's were right. */
export interface QuestionResult {
  correctAnswerIds: string[];
  isCorrect: boolean;
}

export interface QuestionCheckOptions {
  /** Sends the picked answers; rejects with the call's error. */
  check(answerIds: string[]): Promise<QuestionResult>;
  /** Whether the learner may answer again after this result. */
  canRetry(result: QuestionResult): boolean;
  /** The locale key of the toast when checking fails (SPEC section 8). */
  checkErrorKey: string;
  onResult?(result: QuestionResult): void;
}

/**
 * The answers a learner picks for one question, their check and its verdict. A failed check keeps what was
 * picked; answering again keeps it too, to change.
 */
export function useQuestionCheck({ check, canRetry, checkErrorKey, onResult }: QuestionCheckOptions) {
  const { t } = useTranslation();
  const toasts = useToasts();
  const card = useRef<HTMLLIElement>(null);
  const [answerIds, setAnswerIds] = useState<string[]>([]);
  const [result, setResult] = useState<QuestionResult | null>(null);
  const [isChecking, setChecking] = useState(false);
  const mayRetry = result !== null && canRetry(result);

  // The button goes once the question is settled: focus stays in the question instead of the page.
  useEffect(() => {
    if (result && !mayRetry && card.current?.contains(document.activeElement) === false) card.current.focus();
  }, [result, mayRetry]);

  const send = async () => {
    setChecking(true);
    try {
      const checked = await check(answerIds);
      setResult(checked);
      onResult?.(checked);
    } catch (error) {
      toasts.error(errorMessage(error, t, checkErrorKey));
    } finally {
      setChecking(false);
    }
  };

  return { card, answerIds, setAnswerIds, result, mayRetry, isChecking, send, answerAgain: () => setResult(null) };
}
