import { LinkButton } from "@campus/design-system";
import { House, PackageX } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { AccessFlag } from "./require-access";

/**
 * An area the learner's organization has not taken (SPEC sections 2 and 6: tools, benefits, community behind
 * its flags), reached by address: it exists, it is just not part of the organization's plan, so the page says
 * that (in place of the not-found page, which stays for addresses the campus does not know) and leads home.
 */
export function NotInPlanPage({ flag }: { flag: AccessFlag }) {
  const { t } = useTranslation();
  const title = t("shell.notInPlan.title");
  return (
    <div className="flex min-h-0 flex-1 items-center justify-center px-5 py-12 text-fg desktop:px-10">
      <title>{t("app.documentTitle", { title })}</title>
      <div className="flex w-full max-w-xl flex-col items-center gap-4 rounded-card bg-surface-raised px-6 py-10 text-center shadow-xl hc:border hc:border-border forced-colors:border forced-colors:border-solid desktop:px-12">
        <span
          aria-hidden="true"
          className="inline-flex size-14 items-center justify-center rounded-full bg-surface-sunken text-fg hc:border hc:border-current [&>svg]:size-7"
        >
          <PackageX />
        </span>
        <h1 className="text-title font-bold text-balance">{title}</h1>
        <p className="text-body text-fg-muted text-pretty">{t(`shell.notInPlan.text.${flag}`)}</p>
        <LinkButton href="/" size="lg" icon={<House />} className="mt-2">
          {t("shell.notFound.goHome")}
        </LinkButton>
      </div>
    </div>
  );
}
