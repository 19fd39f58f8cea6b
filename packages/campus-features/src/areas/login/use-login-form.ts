import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { emailProblem, LoginFailedError, useSignIn } from "../../session";
import { useToasts } from "../../toasts";
import { signInErrorMessage } from "./sign-in-error";

/**
 * The sign-in form's fields and its sending: a refused password is said on the form and empties the password,
 * a failed code exchange in a toast.
 */
export function useLoginForm() {
  const { t } = useTranslation();
  const signIn = useSignIn();
  const toasts = useToasts();
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

  const validateEmail = (value: string) => {
    const problem = emailProblem(value);
    return problem === "required" ? t("login.emailRequired") : problem === "invalid" ? t("login.emailInvalid") : null;
  };
  const validatePassword = (value: string) => (value === "" ? t("login.passwordRequired") : null);

  return { email, setEmail, password, setPassword, isPending, error, submit, validateEmail, validatePassword };
}
