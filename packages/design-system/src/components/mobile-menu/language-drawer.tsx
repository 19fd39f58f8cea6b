import { Drawer } from "../drawer/drawer";
import { Radio, RadioGroup } from "../radio-group/radio-group";
import type { MobileMenuLanguage } from "./menu-types";

export type LanguageDrawerProps = {
  /** Whether the drawer is shown. */
  isOpen: boolean;
  /** Called by the back button, Escape or the scrim: the host returns to the menu. */
  onClose: () => void;
  /** Heading and the radio group's name, e.g. 'Język komunikacji'. */
  title: string;
  /** Name of the back button, e.g. "Wróć". */
  backLabel: string;
  /** The languages to choose from, each named in itself ("Polski", "English"). */
  languages: MobileMenuLanguage[];
  /** The alias of the language in use. */
  language: string;
  /** Called with the chosen language's alias, e.g. "en"; it applies at once. */
  onLanguageChange: (alias: string) => void;
};

/**
 * The communication-language drawer of the mobile menu: one radio per language; choosing applies at once,
 * so arrow keys can move through the choices without leaving the drawer.
 */
export function LanguageDrawer({
  isOpen,
  onClose,
  title,
  backLabel,
  languages,
  language,
  onLanguageChange,
}: LanguageDrawerProps) {
  return (
    <Drawer
      title={title}
      placement="right"
      size="full"
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      backLabel={backLabel}
      onBack={onClose}
    >
      <RadioGroup aria-label={title} value={language} onChange={onLanguageChange} className="px-3 py-2">
        {languages.map((option) => (
          <Radio key={option.alias} value={option.alias} className="min-h-12 items-center py-2">
            <span lang={option.alias}>{option.label}</span>
          </Radio>
        ))}
      </RadioGroup>
    </Drawer>
  );
}
