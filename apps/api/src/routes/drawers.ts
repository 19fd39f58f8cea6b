import { calls } from "@campus/contract";
import { type App, def, type ServerResources } from "../http/route.js";
import { markActivity } from "../services/activity.js";
import { notificationsOf, readAllNotifications } from "../services/notifications.js";
import { rankStagesOf } from "../services/pages.js";
import { streakOf } from "../services/streak.js";

export function drawerRoutes(app: App, { db }: ServerResources) {
  app.route({
    ...def(calls.notifications),
    handler: async (request) => notificationsOf(db, request.user.id, request.lang),
  });
  app.route({
    ...def(calls.readNotifications),
    handler: async (request) => {
      await readAllNotifications(db, request.user.id);
      return notificationsOf(db, request.user.id, request.lang);
    },
  });

  app.route({
    ...def(calls.rankStages),
    handler: async (request) => rankStagesOf(db, request.user, request.lang),
  });

  app.route({
    ...def(calls.sessionStreak),
    handler: async (request) => streakOf(db, request.user.id, request.lang),
  });
  app.route({
    ...def(calls.studyTime),
    handler: async (request) => {
      await markActivity(db, request.user.id, { seconds: request.body.seconds });
      return streakOf(db, request.user.id, request.lang);
    },
  });
}
