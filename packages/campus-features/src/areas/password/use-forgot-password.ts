import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useCampusClient } from "../../data";
import { isLanguage } from "../../i18n";
import { emailProblem } from "../../session";
import { resetRequestErrorMessage } from "./password-errors";

/**
 * The forgotten-password form: the address, asking for the link (in the language the page is in, so the mail
 * is too), and what came of it. The server answers the same for any address, so `sentTo` says only that a link
 * went out if an account has it. A failure keeps the typed address for another try.
 */
export function useForgotPassword() {
  const { t, i18n } = useTranslation();
  const client = useCampusClient();
  const [email, setEmail] = useState("");
  const [isPending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = email.trim();
    setPending(true);
    setError(null);
    try {
      const language = isLanguage(i18n.language) ? i18n.language : undefined;
      await client.call("requestPasswordReset", { email: address, ...(language ? { language } : {}) });
      setSentTo(address);
    } catch (caught) {
      setError(resetRequestErrorMessage(caught, t));
    } finally {
      setPending(false);
    }
  };

  const validateEmail = (value: string) => {
    const problem = emailProblem(value);
    return problem === "required" ? t("login.emailRequired") : problem === "invalid" ? t("login.emailInvalid") : null;
  };

  return { email, setEmail, isPending, error, sentTo, submit, validateEmail };
}
