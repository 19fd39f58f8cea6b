import type { Partner } from "@campus/contract";
import { benefitPath } from "@campus/contract";
import { PartnerCard } from "@campus/design-system";
import { useTranslation } from "react-i18next";

/** Category values named in the content language (from the filters call); the value itself while it loads. */
export type CategoryLabel = (value: string) => string;

/** The partners of one page, three across on desktop; each card leads to the partner's page. */
export function PartnerGrid({
  partners,
  categoryLabel,
}: {
  partners: readonly Partner[];
  categoryLabel: CategoryLabel;
}) {
  const { t } = useTranslation();
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 desktop:grid-cols-3 desktop:gap-6">
      {partners.map((partner) => (
        <li key={partner._id} className="flex">
          <PartnerCard
            name={partner.name}
            logoSrc={partner.logo}
            category={categoryLabel(partner.category)}
            benefit={partner.benefit}
            href={benefitPath(partner._id)}
            linkLabel={t("benefits.list.seeOffer")}
            className="w-full"
          />
        </li>
      ))}
    </ul>
  );
}
