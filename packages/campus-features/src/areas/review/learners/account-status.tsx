import type { AccountStatus } from "@campus/contract";
import { Badge, type BadgeVariant } from "@campus/design-system";
import { CircleCheck, CircleOff, Mail } from "lucide-react";
import { useTranslation } from "react-i18next";

const looks: Record<AccountStatus, { variant: BadgeVariant; Icon: typeof Mail }> = {
  active: { variant: "success", Icon: CircleCheck },
  invited: { variant: "accent", Icon: Mail },
  deactivated: { variant: "neutral", Icon: CircleOff },
};

/** Where an account stands, in words with an icon, never by colour alone. */
export function AccountStatusBadge({ status }: { status: AccountStatus }) {
  const { t } = useTranslation();
  const { variant, Icon } = looks[status];
  return (
    <Badge variant={variant} icon={<Icon aria-hidden="true" />}>
      {t(`accounts.status.${status}`)}
    </Badge>
  );
}
