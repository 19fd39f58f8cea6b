import { useCallback, useEffect, useMemo, useState } from "react";
import { useLocation } from "react-router";
import { NARROW_HIDDEN, NotificationsAction, RankAction, SessionStreakAction } from "./side-drawers";

/** The account sheet or a side drawer; the menu drawer is kept apart, as the streak and rank open over it. */
type Panel = "sheet" | "notifications" | "streak" | "rank";

/** Which of the shell's menu, sheet and side drawers is open, with the top bar's drawer actions. */
export function useShellPanels() {
  const { pathname } = useLocation();
  const [isMenuOpen, setMenuOpen] = useState(false);
  const [panel, setPanel] = useState<Panel | null>(null);

  // A link followed from a drawer or menu leaves it behind.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the page changing is the trigger
  useEffect(() => {
    setPanel(null);
    setMenuOpen(false);
  }, [pathname]);

  // The bars are memoized and read their own calls (the menu's programs, the rank, the streak): what they are
  // given keeps its identity from one render to the next, so a page loading or a drawer opening does not
  // render them again.
  const openers = useMemo(() => {
    const opener = (name: Panel) => (isOpen: boolean) => setPanel(isOpen ? name : null);
    return {
      sheet: opener("sheet"),
      notifications: opener("notifications"),
      streak: opener("streak"),
      rank: opener("rank"),
    };
  }, []);
  const isNotificationsOpen = panel === "notifications";
  const isStreakOpen = panel === "streak";
  const isRankOpen = panel === "rank";
  const streak = useMemo(() => ({ isOpen: isStreakOpen, onOpenChange: openers.streak }), [isStreakOpen, openers]);
  const rank = useMemo(() => ({ isOpen: isRankOpen, onOpenChange: openers.rank }), [isRankOpen, openers]);
  const actions = useMemo(
    () => (
      <>
        <NotificationsAction isOpen={isNotificationsOpen} onOpenChange={openers.notifications} />
        <SessionStreakAction {...streak} className={NARROW_HIDDEN} />
        <RankAction {...rank} className={NARROW_HIDDEN} />
      </>
    ),
    [isNotificationsOpen, openers, streak, rank],
  );
  const onMenuPress = useCallback(() => setMenuOpen(true), []);

  return {
    isMenuOpen,
    setMenuOpen,
    onMenuPress,
    isSheetOpen: panel === "sheet",
    onSheetOpenChange: openers.sheet,
    streak,
    rank,
    actions,
  };
}
