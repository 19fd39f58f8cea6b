import { Contrast } from "lucide-react";
import { ToggleButton } from "react-aria-components";
import { cn } from "../../lib/cn";
import { focusRing } from "../../lib/focus-ring";
import type { Theme } from "../../theme/theme-boot";

export type ContrastSwitchProps = {
  /** The active theme; the button is pressed in high contrast. */
  theme: Theme;
  /** Called with the theme to switch to. */
  onChange: (theme: Theme) => void;
  /**
   * The name of the toggle, the same in both states (the pressed state tells which is on), e.g. "Wysoki
   * kontrast".
   */
  label: string;
  /** Show the label next to the icon (settings lists); otherwise it is the icon's accessible name only. */
  showLabel?: boolean;
  /** Extra classes for the switch. */
  className?: string;
};

/**
 * Toggles high contrast: a toggle button (`aria-pressed`) operated with Space or Enter. The host applies
 * and stores the theme (see `applyTheme` and `storeTheme`).
 */
export function ContrastSwitch({ theme, onChange, label, showLabel = false, className }: ContrastSwitchProps) {
  return (
    <ToggleButton
      isSelected={theme === "high-contrast"}
      onChange={(isSelected) => onChange(isSelected ? "high-contrast" : "light")}
      aria-label={showLabel ? undefined : label}
      className={cn(
        focusRing,
        "inline-flex h-11 min-w-11 cursor-pointer items-center justify-center gap-2 rounded-control border border-transparent text-body font-semibold text-fg",
        showLabel && "px-3",
        "transition-colors duration-150 motion-reduce:transition-none",
        "data-[hovered]:bg-surface-sunken data-[pressed]:bg-surface-sunken data-[hovered]:underline-cue",
        "data-[selected]:border-accent-text data-[selected]:bg-accent-subtle data-[selected]:text-accent-text",
        "forced-colors:data-[hovered]:outline-1 forced-colors:data-[hovered]:outline-[Highlight]",
        "forced-colors:data-[selected]:border-[Highlight] forced-colors:data-[selected]:bg-[Highlight] forced-colors:data-[selected]:text-[HighlightText] forced-colors:data-[selected]:forced-color-adjust-none",
        className,
      )}
    >
      <Contrast aria-hidden="true" className="size-5 shrink-0" />
      {showLabel ? <span>{label}</span> : null}
    </ToggleButton>
  );
}
