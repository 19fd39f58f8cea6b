import { Badge, LinkButton } from "@campus/design-system";
import { ArrowRight, Award, ClipboardCheck, FileText, Lock } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { LessonsLeftNote } from "../../access";
import { CourseCertificate } from "./course-certificate";
import type { CourseStage, FinishStep } from "./course-stage";
import { NEXT_STEP_ATTRIBUTE } from "./next-step";

/**
 * What comes after the lessons: the closed test (with its certificate, when the course gives one) or the
 * final work. It opens once every lesson is done; before that it says how many lessons are left, with a link to
 * the next one.
 */
export function CourseFinish({
  finish,
  stage,
  hasCertificate,
  courseId,
  certificateId = null,
}: {
  finish: FinishStep;
  stage: CourseStage;
  hasCertificate: boolean;
  courseId: string;
  /** The certificate of a finished course, offered again with its public page. */
  certificateId?: string | null;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const Icon = finish.kind === "closed-test" ? ClipboardCheck : FileText;
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-card border-frame border-border bg-surface-raised p-5 text-fg sm:p-6"
    >
      <h2 id={headingId} className="text-lead font-semibold">
        {t("course.finish.title")}
      </h2>
      <div className="flex items-start gap-4">
        <span
          aria-hidden="true"
          className={
            finish.isOpen
              ? "inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-accent-subtle text-accent-text border-edge border-current"
              : "inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-surface-sunken text-fg-muted border-edge border-border"
          }
        >
          <Icon className="size-5" />
        </span>
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <h3 className="flex flex-wrap items-center gap-2 text-body font-semibold">
            {t(`course.finish.${finish.kind}.name`)}
            {stage === "finished" ? (
              <Badge size="sm" variant="success">
                {t("course.finish.done")}
              </Badge>
            ) : null}
          </h3>
          <p className="text-small text-fg-muted text-pretty">{t(`course.finish.${finish.kind}.description`)}</p>
          {hasCertificate ? (
            <p className="inline-flex items-center gap-1.5 text-small">
              <Award aria-hidden="true" className="size-4 shrink-0 text-accent-text" />
              {t(`course.finish.${finish.kind}.certificate`)}
            </p>
          ) : null}
          {stage === "finished" && certificateId ? (
            <CourseCertificate courseId={courseId} certificateId={certificateId} />
          ) : finish.isOpen ? (
            <LinkButton
              href={finish.href}
              variant="secondary"
              icon={<ArrowRight />}
              className="mt-1 self-start"
              {...{ [NEXT_STEP_ATTRIBUTE]: "" }}
            >
              {t(`course.finish.${finish.kind}.open`)}
            </LinkButton>
          ) : finish.lessonsLeft ? (
            <LessonsLeftNote ending={finish.kind} courseId={courseId} reason={finish.lessonsLeft} />
          ) : (
            <p className="inline-flex items-center gap-1.5 text-small font-semibold text-fg-muted">
              <Lock aria-hidden="true" className="size-4 shrink-0" />
              {t("course.finish.locked")}
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
