import { Footer } from "@campus/design-system";
import { memo } from "react";
import { useTranslation } from "react-i18next";
import { externalLinks } from "./external-links";

/**
 * While the page in `#main-content` shows its skeleton (a busy region), the footer keeps its place but is not
 * painted: otherwise it shows at the bottom of the first screen and jumps away when the page arrives, a layout
 * shift of 0.08 on the course and lesson pages from the footer alone. An invisible box's move is no shift.
 */
const unpaintedWhilePageLoads = "[:root:has(#main-content_[aria-busy=true])_&]:invisible";

/**
 * SPEC section 2's footer: the year's copyright, the legal pages and the social channels, all in new tabs.
 * Memoized: nothing in it changes as the shell re-renders around the page.
 */
export const CampusFooter = memo(function CampusFooter({ hidden, year }: { hidden: boolean; year: number }) {
  const { t } = useTranslation();
  return (
    <Footer
      hidden={hidden}
      className={unpaintedWhilePageLoads}
      year={year}
      copyrightText={t("shell.footer.copyright")}
      privacyPolicy={{ label: t("shell.footer.privacy"), href: externalLinks.privacyPolicy }}
      termsOfService={{ label: t("shell.footer.terms"), href: externalLinks.termsOfService }}
      followUsLabel={t("shell.footer.followUs")}
      social={{
        professionalNetwork: { label: t("shell.footer.professionalNetwork"), href: externalLinks.professionalNetwork },
        socialNetwork: { label: t("shell.footer.socialNetwork"), href: externalLinks.socialNetwork },
        photoNetwork: { label: t("shell.footer.photoNetwork"), href: externalLinks.photoNetwork },
        shortVideoNetwork: { label: t("shell.footer.shortVideoNetwork"), href: externalLinks.shortVideoNetwork },
      }}
      newTabHint={t("shell.newTabHint")}
    />
  );
});
