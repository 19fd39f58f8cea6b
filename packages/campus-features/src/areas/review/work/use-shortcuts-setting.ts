import { useCallback, useState } from "react";
import { browserStorage } from "./browser-storage";
import { setShortcutsOn, shortcutsOn } from "./shortcuts";

/** Whether the single-key shortcuts are on, and the switch that turns them off (remembered on this device). */
export function useShortcutsSetting(): readonly [boolean, (on: boolean) => void] {
  const [isOn, setOn] = useState(() => shortcutsOn(browserStorage()));
  const change = useCallback((on: boolean) => {
    setOn(on);
    setShortcutsOn(browserStorage(), on);
  }, []);
  return [isOn, change] as const;
}
