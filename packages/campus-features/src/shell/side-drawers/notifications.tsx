import { NotificationsDrawer, TopBarAction } from "@campus/design-system";
import { Bell } from "lucide-react";
import { useMemo, useState } from "react";
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
  // The list is made once the drawer has first opened, and again only when the notifications or the language
  // change: a page's first date formatter loads the browser's calendars (tens of milliseconds on a phone),
  // which every page would otherwise pay for a closed drawer.
  const [opened, setOpened] = useState(isOpen);
  if (isOpen && !opened) setOpened(true);
  const notifications = useMemo(() => {
    if (!opened || !data) return [];
    const format = new Intl.DateTimeFormat(language === "en" ? "en-GB" : "pl-PL", {
      dateStyle: "medium",
      timeStyle: "short",
    });
    return data.notifications.map((notification) => ({
      id: notification._id,
      title: notification.title,
      body: notification.body,
      date: format.format(new Date(notification.createdAt)),
      isRead: notification.readAt !== null,
      ...(notification.link ? { href: notification.link } : {}),
    }));
  }, [opened, data, language]);
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
          notifications={notifications}
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
