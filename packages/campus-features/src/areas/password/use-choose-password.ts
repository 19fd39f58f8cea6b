import { PASSWORD_MIN_LENGTH } from "@campus/contract";
import { type FormEvent, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../api";
import { useSetPassword } from "../../session";
import { refusedPasswordReason, setPasswordErrorMessage } from "./password-errors";
import { brokenRule, checkPassword } from "./password-rules";

/**
 * The choose-password form: the password and its rules as it is typed, and saving it. Success signs the learner
 * in (the session takes it from there); a refusal is said on the form and keeps the password for correcting; a
 * link that died meanwhile (404) is `isDead`, a state of the page rather than a message.
 */
export function useChoosePassword(token: string) {
  const { t } = useTranslation();
  const setPasswordFor = useSetPassword();
  const [password, setPassword] = useState("");
  const [isPending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [isDead, setDead] = useState(false);
  // The passwords the server refused as common: the rule shows unmet for them, whatever this page's list says.
  const [refused, setRefused] = useState<ReadonlySet<string>>(new Set());
  const checks = useMemo(() => checkPassword(password, refused), [password, refused]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      await setPasswordFor({ token, password });
    } catch (caught) {
      setPending(false);
      if (isApiError(caught) && caught.call === "setPassword" && caught.status === 404) {
        setDead(true);
        return;
      }
      if (isApiError(caught) && caught.status === 400 && refusedPasswordReason(caught.message) === "common") {
        setRefused((before) => new Set([...before, password]));
      }
      setError(setPasswordErrorMessage(caught, t));
    }
  };

  const validatePassword = (value: string) => {
    if (value === "") return t("password.choose.passwordRequired");
    const broken = brokenRule(value, refused);
    if (broken === "length") return t("password.choose.tooShort", { min: PASSWORD_MIN_LENGTH });
    return broken === "common" ? t("password.choose.common") : null;
  };

  return { password, setPassword, checks, isPending, error, isDead, submit, validatePassword };
}
