import { Check } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "../button/button";
import { Drawer } from "../drawer/drawer";
import { Radio, RadioGroup } from "../radio-group/radio-group";
import type { MobileMenuLanguage } from "./menu-types";

export type LanguageDrawerProps = {
  /** Whether the drawer is shown. */
  isOpen: boolean;
  /** Called by the back button, Escape, the scrim or after applying: the host returns to the menu. */
  onClose: () => void;
  /** Heading and the radio group's name, e.g. 'Język interfejsu'. */
  title: string;
  /** Name of the back button, e.g. "Wróć". */
  backLabel: string;
  /** Label of the button that applies the chosen language, e.g. "Zastosuj". */
  applyLabel: string;
  /** The languages to choose from, each named in itself ("Polski", "English"). */
  languages: MobileMenuLanguage[];
  /** The alias of the language in use. */
  language: string;
  /** Called with the chosen language's alias, e.g. "en", when the learner applies it. */
  onLanguageChange: (alias: string) => void;
};

/**
 * The interface-language drawer of the mobile menu: one radio per language, applied by the button below them.
 * Arrowing through the radios only chooses, so the whole interface does not switch language under the
 * learner's keys (WCAG 3.2.2); leaving by the back button or Escape keeps the language in use.
 */
export function LanguageDrawer({
  isOpen,
  onClose,
  title,
  backLabel,
  applyLabel,
  languages,
  language,
  onLanguageChange,
}: LanguageDrawerProps) {
  const [chosen, setChosen] = useState(language);
  // Each opening starts from the language in use.
  useEffect(() => {
    if (isOpen) setChosen(language);
  }, [isOpen, language]);
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
      footer={
        <Button
          icon={<Check />}
          onPress={() => {
            if (chosen !== language) onLanguageChange(chosen);
            onClose();
          }}
          className="w-full"
        >
          {applyLabel}
        </Button>
      }
    >
      <RadioGroup aria-label={title} value={chosen} onChange={setChosen} className="px-3 py-2">
        {languages.map((option) => (
          <Radio key={option.alias} value={option.alias} className="min-h-12 items-center py-2">
            <span lang={option.alias}>{option.label}</span>
          </Radio>
        ))}
      </RadioGroup>
    </Drawer>
  );
}
