import { CampusLogo, ContrastSwitch, LanguageToggle } from "@campus/design-system";
import { useTranslation } from "react-i18next";
import { usePreferences } from "../session";
import { languageOptions } from "./languages";

/**
 * The header of a page outside the shell (sign-in, a certificate's public page): the campus's logo, and the
 * language and contrast, which anyone may change before signing in. On the narrowest screens (320px) the
 * settings go under the logo rather than past the screen's edge.
 */
export function PublicHeader({ settingsLabel }: { settingsLabel: string }) {
  const { t } = useTranslation();
  const preferences = usePreferences();
  return (
    <header className="border-b border-border bg-surface-raised">
      <div className="mx-auto flex min-h-header w-full max-w-app flex-wrap items-center gap-x-3 gap-y-2 px-4 py-2 desktop:min-h-header-desktop desktop:px-8">
        <CampusLogo className="h-8 w-auto" />
        <nav aria-label={settingsLabel} className="ml-auto flex items-center gap-1">
          <LanguageToggle
            options={languageOptions(t)}
            value={preferences.language}
            onChange={preferences.setLanguage}
            label={t("language.label")}
          />
          <ContrastSwitch theme={preferences.theme} onChange={preferences.setTheme} label={t("theme.highContrast")} />
        </nav>
      </div>
    </header>
  );
}
