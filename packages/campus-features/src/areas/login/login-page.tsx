import { pagePaths } from "@campus/contract";
import { Button, TextField } from "@campus/design-system";
import { LogIn } from "lucide-react";
import { useId } from "react";
import { Form } from "react-aria-components";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { useCall } from "../../data";
import { PublicCardPage } from "../../public-card";
import { SsoSignIn, ssoRefusalOf } from "./sso-sign-in";
import { useLoginForm } from "./use-login-form";

/**
 * The built-in sign-in (SPEC section 4): email and password for the code exchange with PKCE. Language and
 * contrast can be switched before signing in; a forgotten password is asked for again from here. Where the
 * campus offers the organization's identity provider, its button comes first; an organization that signs in only
 * through it has no password form. A sign-on the provider or the campus refused comes back here with its reason.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const errorId = useId();
  const { email, setEmail, password, setPassword, isPending, error, submit, validateEmail, validatePassword } =
    useLoginForm();
  // Until the options arrive (or if they cannot), the password form shows: the sign-in every campus has.
  const { data: options } = useCall("signInOptions", {});
  const passwordOn = options?.password ?? true;
  const refusal = ssoRefusalOf(useLocation().search);

  return (
    <PublicCardPage>
      <title>{t("app.documentTitle", { title: t("login.documentTitle") })}</title>
      <div className="flex flex-col gap-2">
        <h1 className="text-title font-bold text-balance">{t("login.title")}</h1>
        <p className="text-body text-fg-muted">{t("login.intro")}</p>
      </div>
      {refusal ? (
        <p
          role="alert"
          className="rounded-control border border-danger bg-danger-subtle px-4 py-3 text-small font-semibold text-danger"
        >
          {t(`login.sso.refused.${refusal}`)}
        </p>
      ) : null}
      {options?.sso ? <SsoSignIn name={options.sso.name} /> : null}
      {options?.sso && passwordOn ? (
        <p className="flex items-center gap-3 text-small text-fg-muted before:h-px before:flex-1 before:bg-border after:h-px after:flex-1 after:bg-border">
          {t("login.sso.or")}
        </p>
      ) : null}
      {passwordOn ? (
        <>
          <Form
            onSubmit={(event) => void submit(event)}
            className="flex flex-col gap-5"
            aria-describedby={error ? errorId : undefined}
          >
            {error ? (
              <p
                id={errorId}
                role="alert"
                className="rounded-control border border-danger bg-danger-subtle px-4 py-3 text-small font-semibold text-danger"
              >
                {error}
              </p>
            ) : null}
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
            <TextField
              label={t("login.password")}
              name="password"
              type="password"
              autoComplete="current-password"
              isRequired
              value={password}
              onChange={setPassword}
              validate={validatePassword}
            />
            <Button type="submit" size="lg" icon={<LogIn />} isPending={isPending} className="w-full">
              {t("login.submit")}
            </Button>
          </Form>
          {/* After the form, so the fields and the button stay the first stops of the keyboard. */}
          <Link
            to={pagePaths.forgotPassword}
            className="self-center rounded-control text-small font-semibold text-accent-text underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
          >
            {t("login.forgotPassword")}
          </Link>
        </>
      ) : null}
    </PublicCardPage>
  );
}
