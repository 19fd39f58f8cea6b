import type {
  AboutAnswer,
  FilterOption,
  FiltersAnswer,
  Lang,
  OnboardingAnswer,
  RankStagesAnswer,
} from "@campus/contract";
import type { SessionUser } from "../auth/sessions.js";
import { loginAnswer, userById } from "../auth/users.js";
import type { Queryable } from "../db/db.js";
import { conflict, notFound } from "../errors.js";
import { pick } from "../i18n.js";

/** A page of editorial text (`pages.key`) in the learner's language. */
async function pageText<V>(db: Queryable, key: string, lang: Lang, what = "Page"): Promise<V> {
  const [row] = await db.query<{ i18n: Record<string, V> }>("select i18n from pages where key = $1", [key]);
  if (!row) throw notFound(what);
  return pick<V>(row.i18n, lang);
}

/** The choices of every filter in the campus, labelled in the learner's language (English, then the value, when missing). */
export async function filtersOf(db: Queryable, lang: Lang): Promise<FiltersAnswer> {
  const rows = await db.query<{ kind: string; value: string; i18n: Record<string, { label: string }> }>(
    "select kind, value, i18n from filter_options order by position",
  );
  const of = (kind: string): FilterOption[] =>
    rows
      .filter((r) => r.kind === kind)
      .map((r) => ({ value: r.value, label: r.i18n[lang]?.label ?? r.i18n.en?.label ?? r.value }));
  return {
    domainCategories: of("domainCategories"),
    businessCategories: of("businessCategories"),
    partnerCategories: of("partnerCategories"),
    licenceTypes: of("licenceTypes"),
    ranks: of("ranks"),
    modulesTypes: of("modulesTypes"),
    moduleCourseTypes: of("moduleCourseTypes"),
    toolSort: of("toolSort"),
  };
}

/** About the campus, with the Mastermind facts of SPEC section 9. */
export async function aboutPage(db: Queryable, lang: Lang): Promise<AboutAnswer["page"]> {
  const text = await pageText<
    Omit<AboutAnswer["page"], "mastermind"> & {
      mastermind: { title: string; description: string; graduationMeeting: string };
    }
  >(db, "about", lang);
  return {
    ...text,
    mastermind: { ...text.mastermind, durationMonths: 4, leaders: 10, meetingEveryWeeks: { min: 2, max: 3 } },
  };
}

export const onboardingPage = (db: Queryable, lang: Lang) => pageText<OnboardingAnswer["data"]>(db, "onboarding", lang);

/** Ends onboarding: a newcomer (rank stage 1) becomes a learner (2); answers the account as sign-in does. */
export async function completeOnboarding(db: Queryable, user: SessionUser) {
  if (user.rankStage > 1) throw conflict("Onboarding is already complete.");
  await db.query("update users set rank_stage = 2 where id = $1 and rank_stage = 1", [user.id]);
  return loginAnswer(await userById(db, user.id));
}

/** The rank stages, each marked reached or not for the learner. */
export async function rankStagesOf(db: Queryable, user: SessionUser, lang: Lang): Promise<RankStagesAnswer> {
  const text = await pageText<{ note: string; stages: { stage: number; title: string; description: string }[] }>(
    db,
    "rank-stages",
    lang,
    "Rank stages",
  );
  return {
    currentStage: user.rankStage,
    note: text.note,
    stages: text.stages.map((s) => ({ ...s, reached: s.stage <= user.rankStage })),
  };
}
