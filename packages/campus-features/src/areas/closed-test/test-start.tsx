import { coursePath } from "@campus/contract";
import { Button, LinkButton } from "@campus/design-system";
import { ArrowLeft, Award, Clock, ListChecks, Play, RotateCcw, Target, UserPlus } from "lucide-react";
import type { ReactNode, Ref } from "react";
import { useTranslation } from "react-i18next";

export interface TestStartProps {
  courseId: string;
  questionCount: number;
  percentageToPass: number;
  hasCertificate: boolean;
  /** The learner has not joined the course: Start offers to join first. */
  isJoined: boolean;
  onStart: () => void;
  isStarting: boolean;
  headingRef?: Ref<HTMLHeadingElement>;
}

/**
 * NOT_STARTED (SPEC sections 4 and 9): how many questions, the pass mark from the server, at most 20 minutes,
 * retakes without limit, the certificate when the course gives one, and Start. Not gated behind the lessons.
 */
export function TestStart({
  courseId,
  questionCount,
  percentageToPass,
  hasCertificate,
  isJoined,
  onStart,
  isStarting,
  headingRef,
}: TestStartProps) {
  const { t, i18n } = useTranslation();
  const percentage = new Intl.NumberFormat(i18n.language, { style: "percent" }).format(percentageToPass / 100);
  return (
    <section
      aria-labelledby="closed-test-start"
      className="mx-auto flex w-full max-w-3xl flex-col gap-6 rounded-card border-frame border-border bg-surface-raised p-6 text-fg shadow-sm sm:p-8"
    >
      <div className="flex flex-col gap-2">
        <h2 id="closed-test-start" ref={headingRef} tabIndex={-1} className="text-heading font-semibold outline-none">
          {t("closedTest.start.title")}
        </h2>
        <p className="text-body text-fg-muted text-pretty">{t("closedTest.start.intro")}</p>
      </div>
      <ul className="grid gap-3 sm:grid-cols-2">
        <Fact icon={<ListChecks />}>{t("closedTest.start.questions", { count: questionCount })}</Fact>
        <Fact icon={<Target />}>{t("closedTest.start.threshold", { percentage })}</Fact>
        <Fact icon={<Clock />}>{t("closedTest.start.time")}</Fact>
        <Fact icon={<RotateCcw />}>{t("closedTest.start.retakes")}</Fact>
        {hasCertificate ? <Fact icon={<Award />}>{t("closedTest.start.certificate")}</Fact> : null}
      </ul>
      {questionCount === 0 ? (
        <p role="status" className="rounded-control bg-surface-sunken px-4 py-3 text-body">
          {t("closedTest.start.empty")}
        </p>
      ) : null}
      {!isJoined && questionCount > 0 ? (
        <p className="inline-flex items-start gap-2 text-small text-fg-muted text-pretty">
          <UserPlus aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t("closedTest.joinFirst.notJoined")}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button icon={<Play />} onPress={onStart} isPending={isStarting} isDisabled={questionCount === 0}>
          {t("closedTest.start.begin")}
        </Button>
        <LinkButton href={coursePath(courseId)} variant="secondary" icon={<ArrowLeft />}>
          {t("closedTest.start.backToCourse")}
        </LinkButton>
      </div>
    </section>
  );
}

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex items-center gap-3 rounded-control bg-surface-sunken px-4 py-3 text-body border-edge border-border">
      <span aria-hidden="true" className="inline-flex shrink-0 text-accent-text [&>svg]:size-5">
        {icon}
      </span>
      {children}
    </li>
  );
}
