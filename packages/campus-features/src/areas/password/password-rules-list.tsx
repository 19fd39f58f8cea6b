import { PASSWORD_MIN_LENGTH } from "@campus/contract";
import { Circle, CircleCheck } from "lucide-react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useAnnounce } from "../../frame";
import type { PasswordRule, RuleCheck } from "./password-rules";

/**
 * The rules a new password is held to, shown before the learner types and ticked as they type. Each rule says
 * its state in words and by its icon's shape as well as its colour; a rule that changes state is announced
 * politely, once, rather than the whole list on every key.
 */
export function PasswordRulesList({ id, checks }: { id: string; checks: RuleCheck[] }) {
  const { t } = useTranslation();
  const announce = useAnnounce();
  const ruleText = (rule: PasswordRule) => t(`password.choose.rules.${rule}`, { min: PASSWORD_MIN_LENGTH });
  const stateText = (met: boolean) => (met ? t("password.choose.ruleMet") : t("password.choose.ruleUnmet"));

  const before = useRef(checks);
  useEffect(() => {
    const changed = checks.filter((check, index) => before.current[index]?.met !== check.met);
    before.current = checks;
    if (changed.length > 0) {
      announce(
        changed
          .map((check) => t("password.choose.ruleChanged", { rule: ruleText(check.rule), state: stateText(check.met) }))
          .join(". "),
      );
    }
  });

  return (
    <div id={id} className="flex flex-col gap-2 rounded-control border border-border px-4 py-3">
      <p className="text-small font-semibold text-fg">{t("password.choose.rulesTitle")}</p>
      <ul className="flex flex-col gap-1.5">
        {checks.map(({ rule, met }) => (
          <li
            key={rule}
            data-met={met}
            className={`flex items-start gap-2 text-small ${met ? "font-semibold text-success" : "text-fg-muted"}`}
          >
            {met ? (
              <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            ) : (
              <Circle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            )}
            <span>
              {ruleText(rule)}
              <span className="sr-only">{` (${stateText(met)})`}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
