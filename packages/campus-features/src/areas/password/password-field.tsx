import { Button, FieldErrorText, FieldLabel, fieldStyles, inputBoxStyles } from "@campus/design-system";
import { Eye, EyeOff } from "lucide-react";
import { useState } from "react";
import { Input, TextField } from "react-aria-components";
import { useTranslation } from "react-i18next";

/**
 * The new password's field, in the design system's field parts: its label, the input with a button that shows
 * or hides what was typed (named for what it will do), and its error. `describedBy` names the rules the field is
 * held to, so they are read with it.
 */
export function PasswordField({
  label,
  value,
  onChange,
  validate,
  describedBy,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  validate: (value: string) => string | null;
  describedBy: string;
}) {
  const { t } = useTranslation();
  const [isShown, setShown] = useState(false);
  return (
    <TextField
      name="password"
      type={isShown ? "text" : "password"}
      autoComplete="new-password"
      isRequired
      value={value}
      onChange={onChange}
      validate={validate}
      aria-describedby={describedBy}
      className={fieldStyles}
    >
      <FieldLabel isRequired>{label}</FieldLabel>
      <div className="relative">
        {/* Spelling and capitals off: a visible password is still a password, not a sentence. */}
        <Input className={`${inputBoxStyles} h-11 pr-12`} spellCheck={false} autoCapitalize="off" autoCorrect="off" />
        <Button
          variant="ghost"
          size="sm"
          icon={isShown ? <EyeOff /> : <Eye />}
          aria-label={isShown ? t("password.choose.hide") : t("password.choose.show")}
          onPress={() => setShown((shown) => !shown)}
          className="absolute top-1.5 right-1.5"
        />
      </div>
      <FieldErrorText />
    </TextField>
  );
}
