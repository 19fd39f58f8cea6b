import { ChevronDown } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "react-aria-components";
import { cn } from "../../lib/cn";
import { focusRing } from "../../lib/focus-ring";
import { Menu, MenuItem, MenuTrigger } from "../menu";

/** The interface languages of the campus. */
export type LanguageAlias = "pl" | "en";

export type LanguageOption = {
  alias: LanguageAlias;
  /** The language's name in itself ("Polski", "English"), so each reader finds their own. */
  name: string;
  /** A decorative mark such as a flag (inline SVG). */
  icon?: ReactNode;
};

export type LanguageSwitcherProps = {
  /** The languages to choose from, in order. */
  options: readonly LanguageOption[];
  /** The current interface language. */
  value: LanguageAlias;
  /** Called with the chosen language (also when it is the current one, which the host may ignore). */
  onChange: (alias: LanguageAlias) => void;
  /** What the control changes, read before the current alias, e.g. "Język interfejsu". */
  label: string;
  /** Extra classes for the switcher's trigger. */
  className?: string;
};

/**
 * Shows the current interface language as its alias (PL, EN) and opens a menu of the languages; the
 * chosen one carries a check mark and `aria-checked`.
 */
export function LanguageSwitcher({ options, value, onChange, label, className }: LanguageSwitcherProps) {
  const current = options.find((option) => option.alias === value);
  return (
    <MenuTrigger>
      <Button
        className={cn(
          focusRing,
          "group inline-flex h-11 cursor-pointer items-center gap-1.5 rounded-control px-2.5 text-body font-semibold text-fg",
          "transition-colors duration-150 motion-reduce:transition-none",
          "data-[hovered]:bg-surface-sunken data-[pressed]:bg-surface-sunken aria-[expanded=true]:bg-surface-sunken data-[hovered]:underline-cue",
          "forced-colors:data-[hovered]:outline-1 forced-colors:data-[hovered]:outline-[Highlight]",
          className,
        )}
      >
        {current?.icon ? (
          <span aria-hidden="true" className="flex size-5 items-center justify-center [&>svg]:size-5">
            {current.icon}
          </span>
        ) : null}
        <span className="sr-only">{label}: </span>
        <span className="uppercase">{value}</span>
        <ChevronDown
          aria-hidden="true"
          className="size-4 shrink-0 transition-transform duration-150 group-aria-[expanded=true]:rotate-180 motion-reduce:transition-none"
        />
      </Button>
      <Menu
        placement="bottom end"
        popoverClassName="min-w-44"
        selectionMode="single"
        selectedKeys={[value]}
        disallowEmptySelection
        onAction={(key) => onChange(key as LanguageAlias)}
      >
        {options.map((option) => (
          <MenuItem key={option.alias} id={option.alias} icon={option.icon} lang={option.alias}>
            {option.name}
          </MenuItem>
        ))}
      </Menu>
    </MenuTrigger>
  );
}
