import { NotFound } from "@campus/design-system";
import { PackageX } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { AccessFlag } from "./require-access";

/**
 * An area the learner's organization has not taken (SPEC sections 2 and 6: tools, benefits, community behind
 * its flags), reached by address: it exists, it is just not part of the organization's plan, so the page says
 * that (in place of the not-found page, which stays for addresses the campus does not know) and leads home.
 * It is the not-found page's card with its own mark and words.
 */
export function NotInPlanPage({ flag }: { flag: AccessFlag }) {
  const { t } = useTranslation();
  const title = t("shell.notInPlan.title");
  return (
    <>
      <title>{t("app.documentTitle", { title })}</title>
      <NotFound
        as="div"
        title={title}
        text={t(`shell.notInPlan.text.${flag}`)}
        goHomeLabel={t("shell.notFound.goHome")}
        mark={
          <span className="inline-flex size-14 items-center justify-center rounded-full bg-surface-sunken text-fg border-edge border-current [&>svg]:size-7">
            <PackageX />
          </span>
        }
        className="min-h-0 flex-1 bg-transparent"
      />
    </>
  );
}
