import { Button, EmptyState } from "@campus/design-system";
import { SearchX, UsersRound } from "lucide-react";
import { useTranslation } from "react-i18next";

/**
 * No account to show: under filters, that nothing matches them, with the way to clear them; without, that the
 * campus has no accounts yet, and the way to invite the first.
 */
export function LearnersEmpty({
  filtered,
  onClearFilters,
  onInvite,
}: {
  filtered: boolean;
  onClearFilters(): void;
  onInvite(): void;
}) {
  const { t } = useTranslation();
  return filtered ? (
    <EmptyState
      icon={<SearchX />}
      headingLevel={3}
      title={t("accounts.noMatch.title")}
      description={t("accounts.noMatch.description")}
      action={
        <Button variant="secondary" onPress={onClearFilters}>
          {t("accounts.filters.clear")}
        </Button>
      }
      className="w-full bg-surface-raised"
    />
  ) : (
    <EmptyState
      icon={<UsersRound />}
      headingLevel={3}
      title={t("accounts.empty.title")}
      description={t("accounts.empty.description")}
      action={<Button onPress={onInvite}>{t("accounts.invite.open")}</Button>}
      className="w-full bg-surface-raised"
    />
  );
}
