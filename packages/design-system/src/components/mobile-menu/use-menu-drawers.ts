import { useState } from "react";
import type { MobileMenuItem } from "./menu-types";

/**
 * Which second-level drawer is open, the submenu of an item or the language choice, and the menu's own
 * open state, which closes them all so that a menu opened again starts from its first level.
 */
export function useMenuDrawers(items: MobileMenuItem[], onOpenChange: (isOpen: boolean) => void) {
  const [openItemId, setOpenItemId] = useState<string | null>(null);
  const [isLanguageOpen, setLanguageOpen] = useState(false);
  const openItem = items.find((item) => item.id === openItemId) ?? null;

  const changeOpen = (open: boolean) => {
    // A menu opened again starts from its first level.
    if (!open) {
      setOpenItemId(null);
      setLanguageOpen(false);
    }
    onOpenChange(open);
  };

  return { openItemId, setOpenItemId, openItem, isLanguageOpen, setLanguageOpen, changeOpen };
}
