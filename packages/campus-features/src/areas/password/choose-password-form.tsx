import type { PasswordLinkAnswer } from "@campus/contract";
import { Button } from "@campus/design-system";
import { KeyRound } from "lucide-react";
import { useId } from "react";
import { Form } from "react-aria-components";
import { useTranslation } from "react-i18next";
import { DeadLink } from "./dead-link";
import { FormError } from "./form-error";
import { PasswordField } from "./password-field";
import { PasswordRulesList } from "./password-rules-list";
import { useChoosePassword } from "./use-choose-password";

/**
 * Choosing the password of a live link: whose account and why (an invitation welcomes, a reset asks for a new
 * one), the rules before typing, the field, and saving, which signs the learner in.
 */
export function ChoosePasswordForm({ token, link }: { token: string; link: PasswordLinkAnswer }) {
  const { t } = useTranslation();
  const errorId = useId();
  const rulesId = useId();
  const { password, setPassword, checks, isPending, error, isDead, submit, validatePassword } =
    useChoosePassword(token);

  if (isDead) return <DeadLink purpose={link.purpose} focus />;

  const isInvitation = link.purpose === "invitation";
  return (
    <>
      <div className="flex flex-col gap-2">
        <h1 className="text-title font-bold text-balance">
          {isInvitation
            ? t("password.choose.invitationTitle", { firstName: link.firstName })
            : t("password.choose.resetTitle")}
        </h1>
        <p className="text-body text-fg-muted">
          {isInvitation ? t("password.choose.invitationIntro") : t("password.choose.resetIntro")}
        </p>
      </div>
      <dl className="flex flex-col gap-0.5 rounded-control border border-border px-4 py-3">
        <dt className="text-small font-semibold text-fg-muted">{t("password.choose.account")}</dt>
        <dd className="text-body font-semibold">{link.firstName}</dd>
        <dd className="text-body [overflow-wrap:anywhere]">{link.email}</dd>
      </dl>
      <Form
        onSubmit={(event) => void submit(event)}
        className="flex flex-col gap-5"
        aria-describedby={error ? errorId : undefined}
      >
        {error ? <FormError id={errorId} message={error} /> : null}
        {/* The account's address beside the new password, so a password manager saves them together. */}
        <input type="email" name="username" autoComplete="username" value={link.email} readOnly hidden />
        <PasswordRulesList id={rulesId} checks={checks} />
        <PasswordField
          label={t("password.choose.password")}
          value={password}
          onChange={setPassword}
          validate={validatePassword}
          describedBy={rulesId}
        />
        <Button type="submit" size="lg" icon={<KeyRound />} isPending={isPending} className="w-full">
          {t("password.choose.submit")}
        </Button>
      </Form>
    </>
  );
}
