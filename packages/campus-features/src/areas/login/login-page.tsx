import { Button, HeaderBackground, TextField } from "@campus/design-system";
import { LogIn } from "lucide-react";
import { useId } from "react";
import { Form } from "react-aria-components";
import { useTranslation } from "react-i18next";
import { PublicHeader } from "../../frame";
import { useLoginForm } from "./use-login-form";

/**
 * The built-in sign-in (SPEC section 4): email and password for the code exchange with PKCE. Language and
 * contrast can be switched before signing in.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const errorId = useId();
  const { email, setEmail, password, setPassword, isPending, error, submit, validateEmail, validatePassword } =
    useLoginForm();

  return (
    <div className="relative isolate flex min-h-dvh flex-col bg-surface text-fg">
      <title>{t("app.documentTitle", { title: t("login.documentTitle") })}</title>
      <HeaderBackground desktopHeight={469} mobileHeight={442} />
      <PublicHeader settingsLabel={t("login.settings")} />
      <main className="flex flex-1 items-start justify-center px-4 py-10 desktop:py-20">
        <div className="flex w-full max-w-md flex-col gap-6 rounded-card bg-surface-raised p-6 shadow-xl border-edge border-border sm:p-10">
          <div className="flex flex-col gap-2">
            <h1 className="text-title font-bold text-balance">{t("login.title")}</h1>
            <p className="text-body text-fg-muted">{t("login.intro")}</p>
          </div>
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
        </div>
      </main>
    </div>
  );
}
