import type { Course } from "@campus/contract";
import { Award, BookOpen, ClipboardCheck, Clock, FileText } from "lucide-react";
import { type ReactNode, useId } from "react";
import { useTranslation } from "react-i18next";
import { courseDuration } from "./course-format";

/** What the course is: its description and the facts a learner weighs before starting (length, lessons, ending, certificate). */
export function CourseAbout({ course }: { course: Course }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-card border-frame border-border bg-surface-raised p-5 text-fg sm:p-6"
    >
      <h2 id={headingId} className="text-lead font-semibold">
        {t("course.about")}
      </h2>
      <p className="text-body text-pretty break-words">{course.description}</p>
      <ul className="flex flex-wrap gap-x-6 gap-y-3 text-small">
        <Fact icon={<Clock />}>{courseDuration(course.durationMinutes, t)}</Fact>
        <Fact icon={<BookOpen />}>{t("common.lessonCount", { count: course.lessonsCount })}</Fact>
        <Fact icon={course.courseType === "closed-test" ? <ClipboardCheck /> : <FileText />}>
          {t(`course.type.${course.courseType}`)}
        </Fact>
        <Fact icon={<Award />}>{course.hasCertificate ? t("course.certificate") : t("course.noCertificate")}</Fact>
      </ul>
    </section>
  );
}

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="inline-flex items-center gap-2">
      <span aria-hidden="true" className="inline-flex text-accent-text [&>svg]:size-5">
        {icon}
      </span>
      <span>{children}</span>
    </li>
  );
}
