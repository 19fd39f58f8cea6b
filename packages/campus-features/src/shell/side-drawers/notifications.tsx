import { NotificationsDrawer, TopBarAction } from "@campus/design-system";
import { Bell } from "lucide-react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useCall, useCallMutation } from "../../data";
import { DrawerFallback } from "../drawer-fallback";
import type { SideDrawerProps } from "./side-drawer-props";

/** The learner's notifications: a bell with the unread count, opening the newest-first list. */
export function NotificationsAction({ isOpen, onOpenChange }: SideDrawerProps) {
  const { t, i18n } = useTranslation();
  const { data, error, mutate } = useCall("notifications", {});
  const markAllRead = useCallMutation("readNotifications");
  const unread = data?.unreadCount ?? 0;
  const language = i18n.language;
  // Made once per language: a formatter costs more to make than the shell's every other render.
  const format = useMemo(
    () => new Intl.DateTimeFormat(language === "en" ? "en-GB" : "pl-PL", { dateStyle: "medium", timeStyle: "short" }),
    [language],
  );
  const title = t("drawers.notifications.title");
  return (
    <>
      <TopBarAction
        label={title}
        icon={<Bell />}
        value={unread}
        valueLabel={t("drawers.notifications.unreadCount", { count: unread })}
        isValueBadge
        isExpanded={isOpen}
        onPress={() => onOpenChange(true)}
      />
      {data ? (
        <NotificationsDrawer
          isOpen={isOpen}
          onOpenChange={onOpenChange}
          title={title}
          closeLabel={t("drawers.close")}
          notifications={data.notifications.map((notification) => ({
            id: notification._id,
            title: notification.title,
            body: notification.body,
            date: format.format(new Date(notification.createdAt)),
            isRead: notification.readAt !== null,
            ...(notification.link ? { href: notification.link } : {}),
          }))}
          emptyMessage={t("drawers.notifications.empty")}
          unreadLabel={t("drawers.notifications.unread")}
          markAllReadLabel={t("drawers.notifications.markAllRead")}
          onMarkAllRead={() => {
            void markAllRead.trigger({}).then(
              (answer) => mutate(answer, { revalidate: false }),
              () => undefined,
            );
          }}
        />
      ) : (
        <DrawerFallback
          title={title}
          isOpen={isOpen}
          onOpenChange={onOpenChange}
          loadingLabel={t("drawers.notifications.loading")}
          {...(error ? { errorMessage: t("drawers.notifications.loadError") } : {})}
          onRetry={() => void mutate()}
        />
      )}
    </>
  );
}
