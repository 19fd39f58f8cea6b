import type { LessonKind } from "@campus/contract";
import type { LessonKind as ListKind } from "@campus/design-system";

/** The design system's name of a lesson kind (its lesson list spells the internal test in camel case). */
export const listKind = (kind: LessonKind): ListKind => (kind === "internal-test" ? "internalTest" : kind);

/** The locale key of a kind's visible name. */
export const kindLabelKey = (kind: LessonKind) => `lesson.kinds.${kind}` as const;
