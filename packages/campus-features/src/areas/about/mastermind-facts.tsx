import type { AboutAnswer } from "@campus/contract";
import { CalendarDays, CalendarRange, GraduationCap, UsersRound } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

type Mastermind = AboutAnswer["page"]["mastermind"];

/**
 * The Mastermind program and its facts (SPEC section 9): how long it runs, how many leaders, how often the
 * groups meet and when the graduation meeting is. The numbers come from the API; the words around them
 * from the translations, so that each reads right in Polish plurals.
 */
export function MastermindFacts({ mastermind }: { mastermind: Mastermind }) {
  const { t } = useTranslation();
  const facts: { id: string; icon: ReactNode; term: string; value: string }[] = [
    {
      id: "duration",
      icon: <CalendarRange />,
      term: t("about.mastermind.duration"),
      value: t("about.mastermind.months", { count: mastermind.durationMonths }),
    },
    {
      id: "leaders",
      icon: <UsersRound />,
      term: t("about.mastermind.leadersTerm"),
      value: t("about.mastermind.leaders", { count: mastermind.leaders }),
    },
    {
      id: "meetings",
      icon: <CalendarDays />,
      term: t("about.mastermind.meetingsTerm"),
      value: t("about.mastermind.meetings", {
        min: mastermind.meetingEveryWeeks.min,
        max: mastermind.meetingEveryWeeks.max,
      }),
    },
    {
      id: "graduation",
      icon: <GraduationCap />,
      term: t("about.mastermind.graduationTerm"),
      value: mastermind.graduationMeeting,
    },
  ];
  return (
    <section
      aria-labelledby="about-mastermind"
      className="flex flex-col gap-5 rounded-card border-frame border-border bg-surface-raised p-5 text-fg shadow-lg sm:p-8"
    >
      <div className="flex flex-col gap-2">
        <h2 id="about-mastermind" className="text-title font-bold text-balance break-words">
          {mastermind.title}
        </h2>
        <p className="max-w-3xl text-body text-pretty break-words">{mastermind.description}</p>
      </div>
      <dl className="grid gap-4 sm:grid-cols-2 desktop:grid-cols-4">
        {facts.map((fact) => (
          <div key={fact.id} className="flex flex-col gap-2 rounded-control border border-border bg-surface p-4">
            <dt className="flex items-center gap-2 text-small font-semibold text-fg-muted">
              <span aria-hidden="true" className="inline-flex text-accent-text [&>svg]:size-5">
                {fact.icon}
              </span>
              {fact.term}
            </dt>
            <dd className="text-lead font-bold text-pretty break-words">{fact.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
