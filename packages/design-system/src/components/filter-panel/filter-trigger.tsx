import { SlidersHorizontal } from "lucide-react";
import { Badge } from "../badge/badge";
import { Button } from "../button/button";

type FilterTriggerProps = {
  text: string;
  /** The accessible name, given the number of active filters. */
  label: (activeCount: number) => string;
  activeCount: number;
  className?: string;
};

/** The button that opens the filter panel, with the number of active filters. */
export function FilterTrigger({ text, label, activeCount, className }: FilterTriggerProps) {
  return (
    <Button variant="secondary" icon={<SlidersHorizontal />} data-active-count={activeCount} className={className}>
      {/* The name comes from the formatter in hidden text rather than aria-label, which would no longer
          contain the visible text "Filtry 2" and trip up speech input. */}
      <span aria-hidden="true">{text}</span>
      {activeCount > 0 ? (
        <Badge variant="accent" size="sm" aria-hidden="true" className="tabular-nums">
          {activeCount}
        </Badge>
      ) : null}
      <span className="sr-only">{label(activeCount)}</span>
    </Button>
  );
}
