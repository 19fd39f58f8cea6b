import { Footer } from "@campus/design-system";
import { memo } from "react";
import { useTranslation } from "react-i18next";
import { externalLinks } from "./external-links";

/**
 * SPEC section 2's footer: the year's copyright, the legal pages and the social channels, all in new tabs.
 * Memoized: nothing in it changes as the shell re-renders around the page.
 */
export const CampusFooter = memo(function CampusFooter({ hidden, year }: { hidden: boolean; year: number }) {
  const { t } = useTranslation();
  return (
    <Footer
      hidden={hidden}
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
