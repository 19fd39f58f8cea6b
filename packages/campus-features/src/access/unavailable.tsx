import { AccessLabel, Button, LinkButton } from "@campus/design-system";
import { BookOpen, Languages, Lock, ShieldOff } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { type Language, supportedLanguages } from "../i18n";
import { usePreferences } from "../session";

/** Why a course, or its test, cannot be shown. */
export type UnavailableReason =
  | {
      kind: "locked";
      /** The rank that opens the course, when the course is known. */
      requiredRank?: string;
      /** The learner's next rank, when the course's own rank is not known. */
      nextRank?: string;
      /** What keeping a rank takes (the rank ladder's note). */
      note?: string;
    }
  | { kind: "no-access" }
  | { kind: "not-in-language" };

/**
 * A course (or its test) the learner cannot open, said plainly with a way on: above their rank (the lock and
 * 'rank too low', SPEC section 6), refused (403: 'You don't have access to this section.'), or not in the
 * chosen language (406), where switching the language opens it.
 */
export function Unavailable({ reason }: { reason: UnavailableReason }) {
  const { t } = useTranslation();
  const { language, setLanguage } = usePreferences();
  const otherLanguage = supportedLanguages.find((candidate) => candidate !== language) as Language;
  const browse = (
    <LinkButton
      href="/programs"
      variant={reason.kind === "not-in-language" ? "secondary" : "primary"}
      icon={<BookOpen />}
    >
      {t("course.unavailable.browsePrograms")}
    </LinkButton>
  );

  if (reason.kind === "locked") {
    return (
      <Panel
        icon={<Lock />}
        label={<AccessLabel status="rankTooLow">{t("course.unavailable.rankTooLow")}</AccessLabel>}
      >
        <div role="alert" className="flex flex-col gap-2">
          <p className="text-body font-semibold">{t("errors.noAccess")}</p>
          <p className="text-body text-fg-muted text-pretty">
            {reason.requiredRank
              ? t("course.unavailable.lockedRank", { rank: reason.requiredRank })
              : t("course.unavailable.lockedHigher")}
            {!reason.requiredRank && reason.nextRank
              ? ` ${t("course.unavailable.nextRank", { rank: reason.nextRank })}`
              : ""}
          </p>
          {reason.note ? <p className="text-small text-fg-muted text-pretty">{reason.note}</p> : null}
        </div>
        <div className="flex flex-wrap justify-center gap-3">{browse}</div>
      </Panel>
    );
  }
  if (reason.kind === "not-in-language") {
    return (
      <Panel icon={<Languages />}>
        <p role="alert" className="text-body font-semibold text-pretty">
          {t("errors.notInLanguage")}
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          <Button icon={<Languages />} onPress={() => setLanguage(otherLanguage)}>
            {t("course.unavailable.switchLanguage", { language: t(`language.names.${otherLanguage}`) })}
          </Button>
          {browse}
        </div>
      </Panel>
    );
  }
  return (
    <Panel icon={<ShieldOff />}>
      <p role="alert" className="text-body font-semibold text-pretty">
        {t("errors.noAccess")}
      </p>
      <div className="flex flex-wrap justify-center gap-3">{browse}</div>
    </Panel>
  );
}

function Panel({ icon, label, children }: { icon: ReactNode; label?: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto flex w-full max-w-lg flex-col items-center gap-5 rounded-card border border-border bg-surface-raised px-6 py-10 text-center text-fg shadow-sm hc:border-2">
      <span
        aria-hidden="true"
        className="inline-flex size-14 items-center justify-center rounded-full bg-surface-sunken text-fg hc:border hc:border-current [&>svg]:size-7"
      >
        {icon}
      </span>
      {label}
      {children}
    </div>
  );
}
