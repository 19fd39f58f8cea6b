import type { RankStagesAnswer } from "@campus/contract";
import { AccessLabel, Button, LinkButton } from "@campus/design-system";
import { BookOpen, Languages, Lock, ShieldOff } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../api";
import { type Language, supportedLanguages } from "../i18n";
import { usePreferences } from "../session";

/** Why the test cannot be shown: above the learner's rank, refused, or not in the chosen language. */
export type TestUnavailableReason =
  | { kind: "locked"; requiredRank?: string; nextRank?: string; note?: string }
  | { kind: "no-access" }
  | { kind: "not-in-language" };

/** 403 and 406 have a panel of their own here; a 404 is on its way to the not-found page. */
export const hasOwnPage = (error: unknown) => isApiError(error) && [403, 404, 406].includes(error.status);

/**
 * Why a test that did not load cannot be shown: 406 is the language; a 403 is the rank while the learner has
 * ranks still to reach (the API refuses a course for nothing else), or plain 'no access'. Null for other
 * failures, and while the ranks that decide a 403 load.
 */
export function unavailableReason(
  error: unknown,
  ranks: RankStagesAnswer | undefined,
  ranksError: unknown,
): TestUnavailableReason | null {
  if (!isApiError(error)) return null;
  if (error.status === 406) return { kind: "not-in-language" };
  if (error.status !== 403) return null;
  if (!ranks) return ranksError ? { kind: "no-access" } : null;
  const next = ranks.stages.find((stage) => !stage.reached && stage.stage > ranks.currentStage);
  if (!next) return { kind: "no-access" };
  return { kind: "locked", nextRank: next.title, ...(ranks.note ? { note: ranks.note } : {}) };
}

/**
 * A test the learner cannot take, said plainly with a way on: the rank lock ('rank too low', SPEC section 6),
 * 'You don't have access to this section.' (403), or the language (406), where switching it opens the test.
 */
export function TestUnavailable({ reason }: { reason: TestUnavailableReason }) {
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
    const rank = reason.requiredRank ?? reason.nextRank;
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
            {!reason.requiredRank && rank ? ` ${t("course.unavailable.nextRank", { rank })}` : ""}
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
