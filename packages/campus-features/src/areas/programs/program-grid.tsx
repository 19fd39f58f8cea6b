import type { ModuleCard } from "@campus/contract";
import { AccessLabel, ProgramCard } from "@campus/design-system";
import { useTranslation } from "react-i18next";
import { programTileProps } from "../../cards";

/**
 * Program cards in a grid (one column on phones, two on tablets, three from the desktop breakpoint), each
 * with its access label over the cover. The label sits after the card in reading order, so a screen
 * reader hears the program first.
 */
export function ProgramGrid({ programs, rankStage }: { programs: ModuleCard[]; rankStage: number }) {
  const { t } = useTranslation();
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 desktop:grid-cols-3 desktop:gap-6">
      {programs.map((program) => {
        const { card, access } = programTileProps(program, { rankStage, t });
        return (
          <li key={program._id} className="relative flex" data-program={program._id}>
            <ProgramCard {...card} className="w-full" />
            {access ? (
              <AccessLabel
                status={access.status}
                size="sm"
                className="pointer-events-none absolute top-3 left-3 shadow-sm"
              >
                {access.label}
              </AccessLabel>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
