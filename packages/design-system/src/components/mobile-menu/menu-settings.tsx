import { ChevronRight, Languages } from "lucide-react";
import { Button as AriaButton } from "react-aria-components";
import { Switch } from "../switch/switch";
import { menuRowClass } from "./menu-row";
import type { MobileMenuLanguage, MobileMenuTheme } from "./menu-types";

type MenuSettingsProps = {
  languageLabel: string;
  /** The language in use, named in itself. */
  currentLanguage: MobileMenuLanguage | undefined;
  isLanguageOpen: boolean;
  onOpenLanguage: () => void;
  darkThemeLabel: string;
  theme: MobileMenuTheme;
  onThemeChange: (theme: MobileMenuTheme) => void;
};

/** The interface language button, which opens its drawer, and the theme switch. */
export function MenuSettings({
  languageLabel,
  currentLanguage,
  isLanguageOpen,
  onOpenLanguage,
  darkThemeLabel,
  theme,
  onThemeChange,
}: MenuSettingsProps) {
  return (
    <div className="flex flex-col gap-1 border-t border-border pt-4">
      <AriaButton
        aria-haspopup="dialog"
        aria-expanded={isLanguageOpen}
        onPress={onOpenLanguage}
        className={menuRowClass}
      >
        <Languages aria-hidden="true" className="size-5 shrink-0 text-fg-muted" />
        <span className="min-w-0 flex-1">{languageLabel}</span>{" "}
        {currentLanguage ? (
          <span lang={currentLanguage.alias} className="text-small font-normal text-fg-muted">
            {currentLanguage.label}
          </span>
        ) : null}
        <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-fg-muted" />
      </AriaButton>
      <Switch
        isSelected={theme === "dark"}
        onChange={(isDark) => onThemeChange(isDark ? "dark" : "light")}
        labelPosition="start"
        className="min-h-12 px-3 font-semibold"
      >
        {darkThemeLabel}
      </Switch>
    </div>
  );
}
