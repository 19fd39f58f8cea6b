import { Button, HeaderBackground, TextField } from "@campus/design-system";
import { LogIn } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Form } from "react-aria-components";
import { useTranslation } from "react-i18next";
import { PublicHeader } from "../../frame";
import { LoginFailedError, useSignIn } from "../../session";
import { useToasts } from "../../toasts";
import { signInErrorMessage } from "./sign-in-error";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The built-in sign-in (SPEC section 4): email and password for the code exchange with PKCE. Language and
 * contrast can be switched before signing in.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const signIn = useSignIn();
  const toasts = useToasts();
  const errorId = useId();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [isPending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      await signIn({ email: email.trim(), password });
    } catch (caught) {
      setPending(false);
      setPassword("");
      // A failed code exchange is SPEC section 8's login error; a refused password is the form's own.
      if (caught instanceof LoginFailedError || (caught as { call?: string }).call === "exchangeCode") {
        toasts.error(t("session.loginError"));
      } else {
        setError(signInErrorMessage(caught, t));
      }
    }
  };

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
              validate={(value) =>
                value.trim() === ""
                  ? t("login.emailRequired")
                  : EMAIL.test(value.trim())
                    ? null
                    : t("login.emailInvalid")
              }
            />
            <TextField
              label={t("login.password")}
              name="password"
              type="password"
              autoComplete="current-password"
              isRequired
              value={password}
              onChange={setPassword}
              validate={(value) => (value === "" ? t("login.passwordRequired") : null)}
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
