import { type Static, Type } from "@sinclair/typebox";
import { Nullable } from "./common.js";

export const Notification = Type.Object({
  _id: Type.String(),
  title: Type.String(),
  body: Type.String(),
  link: Nullable(Type.String()),
  createdAt: Type.String(),
  readAt: Nullable(Type.String()),
});
export type Notification = Static<typeof Notification>;
export const NotificationsAnswer = Type.Object({
  notifications: Type.Array(Notification),
  unreadCount: Type.Integer(),
});
export type NotificationsAnswer = Static<typeof NotificationsAnswer>;

export const RankStagesAnswer = Type.Object({
  currentStage: Type.Integer(),
  stages: Type.Array(
    Type.Object({
      stage: Type.Integer(),
      title: Type.String(),
      description: Type.String(),
      reached: Type.Boolean(),
    }),
  ),
  note: Type.String(),
});
export type RankStagesAnswer = Static<typeof RankStagesAnswer>;

/** The three daily tasks of SPEC section 9: continue a course, use a tool, study at least 5 minutes. */
export const StreakTaskKey = Type.Union([
  Type.Literal("continue-course"),
  Type.Literal("use-tool"),
  Type.Literal("study-time"),
]);
export const SessionStreakAnswer = Type.Object({
  streakDays: Type.Integer(),
  studiedMinutesToday: Type.Integer(),
  requiredMinutes: Type.Integer(),
  tasks: Type.Array(Type.Object({ key: StreakTaskKey, title: Type.String(), done: Type.Boolean() })),
});
export type SessionStreakAnswer = Static<typeof SessionStreakAnswer>;
export const StudyTimeBody = Type.Object({ seconds: Type.Integer({ minimum: 1, maximum: 3600 }) });
export type StudyTimeBody = Static<typeof StudyTimeBody>;
