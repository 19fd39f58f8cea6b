import { CircleCheck, CircleX } from "lucide-react";
import { type ReactNode, useId } from "react";
import { cn } from "../../lib/cn";
import { Badge } from "../badge/badge";
import { ProgressRing } from "../progress-ring/progress-ring";
import { TestResultAction } from "./test-result-action";
import { isTestPassed, testPercentage } from "./test-score";

export type TestResultProps = {
  /** Heading of the result, e.g. "Wynik testu". */
  title: ReactNode;
  /** How many questions were answered right. */
  correctCount: number;
  /** How many questions the test had. */
  total: number;
  /** The pass threshold in percent, from the server. */
  percentageToPass: number;
  /** The score in words, e.g. `(correct, total) => \`Poprawne odpowiedzi: ${correct} z ${total}\``. */
  formatScore: (correctCount: number, total: number) => string;
  /** A percentage as text in the interface language, e.g. `(p) => \`${p}%\``. */
  formatPercentage: (percentage: number) => string;
  /** The threshold in words, e.g. `(p) => \`Próg zaliczenia: ${p}%\``. */
  formatThreshold: (percentageToPass: number) => string;
  /** Accessible name of the score ring, e.g. "Wynik procentowy". */
  scoreLabel: string;
  /** The verdict when passed, e.g. "Test zaliczony". */
  passedLabel: string;
  /** The verdict when failed, e.g. "Test niezaliczony". */
  failedLabel: string;
  /** A message under the verdict when passed. */
  passedMessage?: ReactNode;
  /** A message under the verdict when failed, e.g. that retakes are unlimited. */
  failedMessage?: ReactNode;
  /** The course gives a certificate: a passed test offers its download instead of finishing the course. */
  hasCertificate?: boolean;
  /** Text of the certificate button, e.g. "Pobierz certyfikat". */
  downloadCertificateLabel?: string;
  /** Called by the certificate button (a passed test of a course with a certificate). */
  onDownloadCertificate?: () => void;
  /** The certificate is being generated: the button stays focusable but refuses presses. */
  isCertificatePending?: boolean;
  /** Text of the button that finishes the course, e.g. "Zakończ kurs". */
  finishCourseLabel?: string;
  /** Called by the finish button (a passed test of a course without a certificate). */
  onFinishCourse?: () => void;
  /** Text of the retake button, e.g. "Rozwiąż ponownie". */
  retakeLabel?: string;
  /** Called by the retake button (a failed test; retakes are unlimited). */
  onRetake?: () => void;
  /** Extra classes for the result's section. */
  className?: string;
};

/**
 * The outcome of a closed test: score, percentage, pass or fail against the threshold, and the next step:
 * download the certificate, finish the course (no certificate), or retake the test.
 */
export function TestResult({
  title,
  correctCount,
  total,
  percentageToPass,
  formatScore,
  formatPercentage,
  formatThreshold,
  scoreLabel,
  passedLabel,
  failedLabel,
  passedMessage,
  failedMessage,
  className,
  ...nextStep
}: TestResultProps) {
  const titleId = useId();
  const percentage = testPercentage(correctCount, total);
  const passed = isTestPassed(correctCount, total, percentageToPass);
  const message = passed ? passedMessage : failedMessage;

  return (
    <section
      data-passed={passed}
      aria-labelledby={titleId}
      className={cn(
        "flex flex-col items-center gap-5 rounded-card border border-border bg-surface-raised p-6 text-center text-fg",
        "forced-colors:border-[CanvasText]",
        className,
      )}
    >
      <h2 id={titleId} className="text-heading font-semibold">
        {title}
      </h2>
      <ProgressRing
        aria-label={scoreLabel}
        value={percentage}
        valueLabel={formatPercentage(percentage)}
        tone={passed ? "success" : "accent"}
        size="lg"
      />
      <Badge
        variant={passed ? "success" : "danger"}
        icon={passed ? <CircleCheck /> : <CircleX />}
        className="text-body"
      >
        {passed ? passedLabel : failedLabel}
      </Badge>
      <div className="flex flex-col gap-1">
        <p className="text-body font-semibold">{formatScore(correctCount, total)}</p>
        <p className="text-small text-fg-muted">{formatThreshold(percentageToPass)}</p>
      </div>
      {message ? <div className="max-w-prose text-body">{message}</div> : null}
      <TestResultAction {...nextStep} passed={passed} />
    </section>
  );
}
