import type { PasswordLinkAnswer } from "@campus/contract";
import { pagePaths } from "@campus/contract";
import { LinkButton } from "@campus/design-system";
import { LogIn, Mail } from "lucide-react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { TextLink } from "./text-link";

/**
 * A one-time link that no longer works (expired, used, replaced or unknown): what to do next. A reset is asked
 * for again on the forgotten-password page; an invitation only staff can send again. Opened from the mail the
 * purpose is unknown, so both ways are said; a link that died while the page was open knows its purpose.
 */
export function DeadLink({ purpose, focus = false }: { purpose?: PasswordLinkAnswer["purpose"]; focus?: boolean }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);
  const advice =
    purpose === "reset"
      ? t("password.dead.reset")
      : purpose === "invitation"
        ? t("password.dead.invitation")
        : t("password.dead.either");
  return (
    <>
      <div className="flex flex-col gap-2">
        <h1
          ref={heading}
          tabIndex={-1}
          className="text-title font-bold text-balance rounded-control focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
        >
          {t("password.dead.title")}
        </h1>
        <p className="text-body text-fg-muted">{t("password.dead.why")}</p>
        <p className="text-body">{advice}</p>
      </div>
      {purpose === "invitation" ? (
        <LinkButton href={pagePaths.login} variant="secondary" size="lg" icon={<LogIn />} className="w-full">
          {t("password.dead.login")}
        </LinkButton>
      ) : (
        <>
          <LinkButton href={pagePaths.forgotPassword} size="lg" icon={<Mail />} className="w-full">
            {t("password.dead.newLink")}
          </LinkButton>
          <TextLink to={pagePaths.login}>{t("password.dead.login")}</TextLink>
        </>
      )}
    </>
  );
}
