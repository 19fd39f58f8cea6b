import { ExternalLink, Heart } from "lucide-react";
import { Badge } from "../badge/badge";
import { LinkButton } from "../button/button";
import { Drawer } from "../drawer/drawer";
import type { ToolLicence } from "../tool-card/tool-card";
import type { SideDrawerStateProps } from "./side-drawer-state";

export type ToolsInfoDrawerProps = SideDrawerStateProps & {
  /** The tool's name; it is the drawer's heading. */
  name: string;
  /** Accessible name of the close button. */
  closeLabel: string;
  /** What the tool does, a paragraph under the heading. */
  description: string;
  /** Picture of the tool's logo (a URL or data URI); decorative, the name says which tool it is. */
  logoSrc?: string;
  /** Category names, e.g. ['Tekst', 'Marketing']. */
  categories: string[];
  /** Heading over the categories, e.g. 'Kategorie'. */
  categoriesLabel: string;
  /** `freemium` or `paid`; sets the licence badge's colour, `licenceLabel` its text. */
  licence: ToolLicence;
  /** The visible licence text, e.g. 'Freemium' or 'Płatne'. */
  licenceLabel: string;
  /** The tool's own site; it opens in a new tab. */
  href: string;
  /** Label of the link to the tool, e.g. 'Przejdź do narzędzia'. */
  openLabel: string;
  /** Read after the link's label, e.g. '(otwiera się w nowej karcie)'. */
  newTabLabel: string;
  /** How many learners marked the tool as a favourite. */
  favoritesCount: number;
  /** The count in words with the right plural, e.g. (12) => '12 osób dodało do ulubionych'. */
  formatFavorites: (count: number) => string;
};

/**
 * The tools info side drawer: what a tool does, its categories and licence, how many learners like it,
 * and a link to the tool's own site in a new tab.
 */
export function ToolsInfoDrawer({
  name,
  closeLabel,
  description,
  logoSrc,
  categories,
  categoriesLabel,
  licence,
  licenceLabel,
  href,
  openLabel,
  newTabLabel,
  favoritesCount,
  formatFavorites,
  ...state
}: ToolsInfoDrawerProps) {
  return (
    <Drawer
      {...state}
      title={name}
      closeLabel={closeLabel}
      placement="right"
      footer={
        <LinkButton href={href} target="_blank" rel="noopener noreferrer" icon={<ExternalLink />} className="w-full">
          {openLabel} <span className="sr-only">{newTabLabel}</span>
        </LinkButton>
      }
    >
      <div data-licence={licence} className="flex flex-col gap-5">
        <div className="flex items-center gap-3">
          {logoSrc ? (
            <span className="grid size-14 shrink-0 place-items-center overflow-hidden rounded-control border border-border bg-surface">
              <img src={logoSrc} alt="" className="size-full object-contain" />
            </span>
          ) : null}
          <div className="flex min-w-0 flex-col items-start gap-1.5">
            <Badge size="sm" variant={licence === "paid" ? "warning" : "success"}>
              {licenceLabel}
            </Badge>
            <p className="flex items-center gap-1.5 text-small text-fg-muted">
              <Heart aria-hidden="true" className="size-4 shrink-0" />
              {formatFavorites(favoritesCount)}
            </p>
          </div>
        </div>
        <p className="text-body text-fg text-pretty">{description}</p>
        {categories.length > 0 ? (
          <section className="flex flex-col gap-2">
            <h3 className="text-small font-semibold text-fg">{categoriesLabel}</h3>
            <ul className="flex flex-wrap gap-1.5">
              {categories.map((category) => (
                <li key={category} className="max-w-full">
                  <Badge size="sm" variant="accent">
                    {category}
                  </Badge>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </Drawer>
  );
}
