import { pagePaths } from "@campus/contract";
import { AccessLabel, Button, LinkButton } from "@campus/design-system";
import { BookOpen, Languages, Lock, ShieldOff } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { type Language, supportedLanguages } from "../i18n";
import { usePreferences } from "../session";

/** Why a course, its test or a program cannot be shown. */
export type UnavailableReason =
  | {
      kind: "locked";
      /** The name of what is locked, as the server's refusal gives it (the page's heading shows it). */
      title?: string;
      /** Its description, as a preview of what the rank opens. */
      description?: string;
      /** The rank that opens it, when it is known. */
      requiredRank?: string;
      /** The learner's next rank, when its own rank is not known. */
      nextRank?: string;
      /** What keeping a rank takes (the rank ladder's note). */
      note?: string;
    }
  | { kind: "no-access" }
  | {
      kind: "not-in-language";
      /** The course's name, as the server's refusal gives it (the page's heading shows it). */
      title?: string;
      /** The languages it is in, the first of them the one to switch to. */
      languages?: string[];
    };

/** What the learner was refused: the sentences name it. */
export type UnavailableSubject = "course" | "program";

/**
 * A course (or its test, or a program) the learner cannot open, said plainly and without alarm, with a way on:
 * above their rank (the lock, 'rank too low' and SPEC section 6's 403 message, which rank opens it and how ranks
 * are reached), refused (403: 'You don't have access to this section.'), or not in the chosen language (406),
 * where switching the language, saved as the language switcher saves it, opens it.
 */
export function Unavailable({
  reason,
  subject = "course",
}: {
  reason: UnavailableReason;
  subject?: UnavailableSubject;
}) {
  const { t } = useTranslation();
  const { language, setLanguage } = usePreferences();
  const browse = (
    <LinkButton
      href={pagePaths.programs}
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
        {reason.description ? <p className="text-body text-pretty break-words">{reason.description}</p> : null}
        <div role="alert" className="flex flex-col gap-2">
          <p className="text-body font-semibold">{t("errors.noAccess")}</p>
          <p className="text-body text-fg-muted text-pretty">
            {reason.requiredRank
              ? t(`access.opensAtRank.${subject}`, { rank: reason.requiredRank })
              : t(`access.opensAtHigherRank.${subject}`)}
            {!reason.requiredRank && reason.nextRank
              ? ` ${t("course.unavailable.nextRank", { rank: reason.nextRank })}`
              : ""}
          </p>
        </div>
        <p className="text-small text-fg-muted text-pretty">
          {t("access.howRanksAreReached")}
          {reason.note ? ` ${reason.note}` : ""}
        </p>
        <div className="flex flex-wrap justify-center gap-3">{browse}</div>
      </Panel>
    );
  }
  if (reason.kind === "not-in-language") {
    const offered = supportedLanguages.filter((candidate) => candidate !== language);
    const target = (offered.find((candidate) => reason.languages?.includes(candidate)) ?? offered[0]) as Language;
    return (
      <Panel icon={<Languages />}>
        <p role="alert" className="text-body font-semibold text-pretty">
          {t("errors.notInLanguage")}
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          <Button icon={<Languages />} onPress={() => setLanguage(target)}>
            {t("course.unavailable.switchLanguage", { language: t(`language.names.${target}`) })}
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
    <div className="mx-auto flex w-full max-w-lg flex-col items-center gap-5 rounded-card border-frame border-border bg-surface-raised px-6 py-10 text-center text-fg shadow-sm">
      <span
        aria-hidden="true"
        className="inline-flex size-14 items-center justify-center rounded-full bg-surface-sunken text-fg border-edge border-current [&>svg]:size-7"
      >
        {icon}
      </span>
      {label}
      {children}
    </div>
  );
}
