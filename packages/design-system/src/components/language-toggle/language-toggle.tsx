import { ToggleButton, ToggleButtonGroup } from "react-aria-components";
import { cn } from "../../lib/cn";
import { focusRing } from "../../lib/focus-ring";
import type { LanguageAlias, LanguageOption } from "../language-switcher";

export type LanguageToggleProps = {
  /** The languages to choose from, in order. */
  options: readonly LanguageOption[];
  /** The current interface language. */
  value: LanguageAlias;
  /** Called with the chosen language (never the current one: it cannot be unchosen). */
  onChange: (alias: LanguageAlias) => void;
  /** The group's name, e.g. "Język interfejsu". */
  label: string;
  /** Extra classes for the group. */
  className?: string;
};

/**
 * The interface languages side by side, one press away, for a page without the top bar (sign-in, a
 * certificate's public page): a radio group of buttons showing each language's alias (PL, EN) and flag, named
 * by the language's name in itself. Arrow keys move between them. It carries no menu or popover, so such a page
 * stays light; the top bar's `LanguageSwitcher` opens a menu instead.
 */
export function LanguageToggle({ options, value, onChange, label, className }: LanguageToggleProps) {
  return (
    <ToggleButtonGroup
      aria-label={label}
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={[value]}
      onSelectionChange={(keys) => {
        const [chosen] = [...keys];
        if (chosen !== undefined && chosen !== value) onChange(chosen as LanguageAlias);
      }}
      className={cn("inline-flex items-center gap-0.5 rounded-control border border-border p-0.5", className)}
    >
      {options.map((option) => (
        <ToggleButton
          key={option.alias}
          id={option.alias}
          aria-label={option.name}
          lang={option.alias}
          className={cn(
            focusRing,
            "inline-flex h-10 min-w-11 cursor-pointer items-center justify-center gap-1.5 rounded-[calc(var(--radius-control)-2px)] border border-transparent px-2 text-body font-semibold text-fg",
            "transition-colors duration-150 motion-reduce:transition-none",
            "data-[hovered]:bg-surface-sunken data-[pressed]:bg-surface-sunken data-[hovered]:underline-cue",
            "data-[selected]:border-accent-text data-[selected]:bg-accent-subtle data-[selected]:text-accent-text",
            "forced-colors:data-[hovered]:outline-1 forced-colors:data-[hovered]:outline-[Highlight]",
            "forced-colors:data-[selected]:border-[Highlight] forced-colors:data-[selected]:bg-[Highlight] forced-colors:data-[selected]:text-[HighlightText] forced-colors:data-[selected]:forced-color-adjust-none",
          )}
        >
          {option.icon ? (
            <span aria-hidden="true" className="flex size-5 items-center justify-center [&>svg]:size-5">
              {option.icon}
            </span>
          ) : null}
          <span aria-hidden="true" className="uppercase">
            {option.alias}
          </span>
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
