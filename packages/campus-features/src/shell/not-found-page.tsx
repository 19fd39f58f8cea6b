import { NotFound } from "@campus/design-system";
import { useTranslation } from "react-i18next";

/** SPEC section 2's not-found page, at /404 and at every unknown path, inside the shell. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <>
      <title>{t("app.documentTitle", { title: t("shell.notFound.title") })}</title>
      <NotFound
        as="div"
        title={t("shell.notFound.title")}
        text={t("shell.notFound.text")}
        goHomeLabel={t("shell.notFound.goHome")}
        className="min-h-0 flex-1 bg-transparent"
      />
    </>
  );
}
