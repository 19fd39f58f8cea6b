import { pagePaths } from "@campus/contract";
import { Button, LinkButton, TextField } from "@campus/design-system";
import { ArrowLeft, MailCheck, Send } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { Form } from "react-aria-components";
import { useTranslation } from "react-i18next";
import { PublicCardPage } from "../../public-card";
import { FormError } from "./form-error";
import { TextLink } from "./text-link";
import { useForgotPassword } from "./use-forgot-password";

/**
 * A forgotten password (issue 41): the learner gives their address and is told a link was sent if an account
 * has it, valid for an hour. The page never says whether the address has an account.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const errorId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const { email, setEmail, isPending, error, sentTo, submit, validateEmail } = useForgotPassword();

  // The confirmation replaces the form: focus goes to its heading, where reading it starts.
  useEffect(() => {
    if (sentTo !== null) heading.current?.focus();
  }, [sentTo]);

  return (
    <PublicCardPage>
      <title>{t("app.documentTitle", { title: t("password.forgot.documentTitle") })}</title>
      {sentTo === null ? (
        <>
          <div className="flex flex-col gap-2">
            <h1 className="text-title font-bold text-balance">{t("password.forgot.title")}</h1>
            <p className="text-body text-fg-muted">{t("password.forgot.intro")}</p>
          </div>
          <Form
            onSubmit={(event) => void submit(event)}
            className="flex flex-col gap-5"
            aria-describedby={error ? errorId : undefined}
          >
            {error ? <FormError id={errorId} message={error} /> : null}
            <TextField
              label={t("login.email")}
              name="email"
              type="email"
              autoComplete="username"
              inputMode="email"
              isRequired
              value={email}
              onChange={setEmail}
              validate={validateEmail}
            />
            <Button type="submit" size="lg" icon={<Send />} isPending={isPending} className="w-full">
              {t("password.forgot.submit")}
            </Button>
          </Form>
          <TextLink to={pagePaths.login}>{t("password.forgot.backToLogin")}</TextLink>
        </>
      ) : (
        <>
          <div className="flex flex-col gap-4">
            <span
              aria-hidden="true"
              className="inline-flex size-14 items-center justify-center rounded-full bg-success-subtle text-success border-edge border-current"
            >
              <MailCheck className="size-7" />
            </span>
            <h1
              ref={heading}
              tabIndex={-1}
              className="text-title font-bold text-balance rounded-control focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
            >
              {t("password.forgot.sentTitle")}
            </h1>
            <p className="text-body [overflow-wrap:anywhere]">{t("password.forgot.sent", { email: sentTo })}</p>
            <p className="text-body">{t("password.forgot.validity")}</p>
            <p className="text-body text-fg-muted">{t("password.forgot.spam")}</p>
          </div>
          <LinkButton href={pagePaths.login} variant="secondary" size="lg" icon={<ArrowLeft />} className="w-full">
            {t("password.forgot.backToLogin")}
          </LinkButton>
        </>
      )}
    </PublicCardPage>
  );
}
