import { Button, Spinner } from "@campus/design-system";
import { RotateCw } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { PublicCardPage } from "../../public-card";
import { ChoosePasswordForm } from "./choose-password-form";
import { DeadLink } from "./dead-link";
import { linkCheckErrorMessage } from "./password-errors";
import { usePasswordLink } from "./use-password-link";

/**
 * Where an invitation's or a password reset's one-time link leads (issue 41): the link is checked first, then the
 * page says whose account it is and why, and the learner chooses a password and is signed in. A link that no
 * longer works says what to do instead.
 */
export function ChoosePasswordPage() {
  const { t } = useTranslation();
  const { token = "" } = useParams();
  const link = usePasswordLink(token);

  return (
    <PublicCardPage>
      <title>{t("app.documentTitle", { title: t("password.choose.documentTitle") })}</title>
      {link.state === "loading" ? (
        <div role="status" className="flex items-center gap-3">
          <Spinner className="size-6 text-accent-text" />
          <h1 className="text-title font-bold text-balance">{t("password.choose.checking")}</h1>
        </div>
      ) : link.state === "dead" ? (
        <DeadLink />
      ) : link.state === "deactivated" ? (
        <div className="flex flex-col gap-2">
          <h1 className="text-title font-bold text-balance">{t("password.choose.deactivatedTitle")}</h1>
          <p className="text-body">{t("password.choose.deactivated")}</p>
        </div>
      ) : link.state === "failed" ? (
        <>
          <div role="alert" className="flex flex-col gap-2">
            <h1 className="text-title font-bold text-balance">{t("password.choose.loadFailedTitle")}</h1>
            <p className="text-body text-fg-muted">{linkCheckErrorMessage(link.error, t)}</p>
          </div>
          <Button
            variant="secondary"
            size="lg"
            icon={<RotateCw />}
            onPress={link.retry}
            isPending={link.isRetrying}
            className="w-full"
          >
            {t("errors.retry")}
          </Button>
        </>
      ) : (
        <ChoosePasswordForm token={token} link={link.answer} />
      )}
    </PublicCardPage>
  );
}
