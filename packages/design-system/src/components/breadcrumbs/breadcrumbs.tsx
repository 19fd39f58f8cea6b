import { cva, type VariantProps } from "class-variance-authority";
import { ChevronRight } from "lucide-react";
import { Breadcrumbs as AriaBreadcrumbs, Breadcrumb, Link } from "react-aria-components";
import { cn } from "../../lib/cn";
import { focusRing } from "../../lib/focus-ring";

export type BreadcrumbItem = {
  id: string;
  label: string;
  /** Where the crumb leads. The last crumb is the current page and is not a link. */
  href?: string;
};

const breadcrumbsVariants = cva("flex flex-wrap items-center gap-1 text-small", {
  variants: {
    tone: {
      /** On page surfaces. */
      default: "text-fg-muted",
      /** On the hero band at the top of pages. */
      hero: "text-hero-fg",
    },
  },
  defaultVariants: { tone: "default" },
});

export type BreadcrumbsProps = {
  /**
   * `default` on page surfaces; `hero` on the dark hero band at the top of pages.
   * @default "default"
   */
  tone?: VariantProps<typeof breadcrumbsVariants>["tone"];
  /** The path from the top level down to the current page. */
  items: BreadcrumbItem[];
  /** Name of the navigation landmark, e.g. 'Ścieżka nawigacji'. */
  label: string;
  /** Extra classes for the breadcrumb navigation, e.g. its margin below. */
  className?: string;
};

/** Where the page sits in the campus (Programs › Program › Course); the last crumb is the current page. */
export function Breadcrumbs({ items, label, tone, className }: BreadcrumbsProps) {
  return (
    <nav aria-label={label} className={className}>
      <AriaBreadcrumbs items={items} className={cn(breadcrumbsVariants({ tone }))}>
        {(item) => (
          <Breadcrumb id={item.id} className="flex min-w-0 items-center gap-1">
            {({ isCurrent }) => (
              <>
                {isCurrent ? (
                  <span aria-current="page" className="font-semibold">
                    {item.label}
                  </span>
                ) : (
                  <Link
                    href={item.href}
                    className={cn(
                      focusRing,
                      "cursor-pointer rounded-sm underline decoration-1 underline-offset-2 data-[hovered]:decoration-2",
                      "forced-colors:text-[LinkText]",
                    )}
                  >
                    {item.label}
                  </Link>
                )}
                {isCurrent ? null : <ChevronRight aria-hidden="true" className="size-4 shrink-0" />}
              </>
            )}
          </Breadcrumb>
        )}
      </AriaBreadcrumbs>
    </nav>
  );
}
