import { Plus } from "lucide-react";
import { type ReactNode, useId } from "react";
import { cn } from "../../lib/cn";
import { Button } from "../button/button";
import { checkLink } from "./check-link";
import { type LinkProvider, linkProviderNames } from "./detect-link-provider";
import { LinkListRow } from "./link-list-row";
import { useLinkRows } from "./use-link-rows";

/** One link of the list. The id keeps a row's text and errors with it when rows above are removed. */
export type LinkListItem = {
  /** Stable id of the row, the key of its server error in `errors`. */
  id: string;
  /** The address as typed, e.g. "https://youtu.be/abc123". */
  url: string;
};

export type LinkListFieldProps = {
  /** Visible label of the whole list ("Linki do pracy"). */
  label: ReactNode;
  /** Help under the label, e.g. which services are allowed. */
  description?: ReactNode;
  /** The links (controlled). */
  value: LinkListItem[];
  /** Called with the whole new list when a row is typed in, added or removed. */
  onChange: (value: LinkListItem[]) => void;
  /** Most links allowed. Default 5. */
  maxLinks?: number;
  /** Label of each address field, from its position: `Link ${index + 1}`. */
  formatLinkLabel: (index: number) => string;
  /** Accessible name of a row's remove button: `Usuń link ${index + 1}`. */
  formatRemoveLabel: (index: number) => string;
  /** Label of the add button ("Dodaj link"). */
  addLabel: string;
  /** Shown under the add button when the list is full ("Możesz dodać najwyżej 5 linków"). */
  maxReachedMessage?: string;
  /** Error for an address that is not YouTube, Vimeo, Google Drive or OneDrive; shown once the field is left. */
  invalidProviderMessage: string;
  /**
   * Errors from the server after submit, keyed by a link's id; a host that gets them by position maps them
   * with `value[index].id`. They win over the client check.
   */
  errors?: Record<string, string>;
  /** Names shown next to a recognised link. Default: the brand names. */
  providerNames?: Record<LinkProvider, string>;
  /** Hint inside an empty address field, e.g. "https://". */
  placeholder?: string;
  /** Makes new ids for added rows. Default: `crypto.randomUUID`. */
  createId?: () => string;
  /** Locks every row and the add button, e.g. while the work is being sent. */
  isDisabled?: boolean;
  /** Extra classes for the whole field (label, rows and the add button). */
  className?: string;
};

function defaultCreateId(): string {
  return crypto.randomUUID();
}

/**
 * The links of a final work: add and remove rows up to a maximum, each checked for an allowed provider
 * (the recognised one is shown next to it) and able to carry its own error from the server. A new row
 * takes focus; removing a row moves focus to the add button so keyboard users keep their place.
 */
export function LinkListField({
  label,
  description,
  value,
  onChange,
  maxLinks = 5,
  formatLinkLabel,
  formatRemoveLabel,
  addLabel,
  maxReachedMessage,
  invalidProviderMessage,
  errors = {},
  providerNames = linkProviderNames,
  placeholder,
  createId = defaultCreateId,
  isDisabled,
  className,
}: LinkListFieldProps) {
  const descriptionId = useId();
  const maxId = useId();
  const { touched, addedId, addRef, update, add, remove, markTouched } = useLinkRows({ value, onChange, createId });
  const isFull = value.length >= maxLinks;
  const maxMessage = isFull ? maxReachedMessage : undefined;

  return (
    <fieldset
      aria-describedby={description ? descriptionId : undefined}
      className={cn("flex min-w-0 flex-col gap-3", className)}
    >
      <legend className="mb-1 text-small font-semibold text-fg">{label}</legend>
      {description ? (
        <p id={descriptionId} className="text-small text-fg-muted">
          {description}
        </p>
      ) : null}
      {value.length > 0 ? (
        <ul className="flex flex-col gap-3">
          {value.map((item, index) => {
            const { provider, error } = checkLink(item.url, touched.has(item.id), invalidProviderMessage);
            return (
              <LinkListRow
                key={item.id}
                label={formatLinkLabel(index)}
                url={item.url}
                placeholder={placeholder}
                providerName={provider ? providerNames[provider] : null}
                errorMessage={errors[item.id] ?? error}
                removeLabel={formatRemoveLabel(index)}
                canRemove={value.length > 1}
                isDisabled={isDisabled}
                autoFocus={item.id === addedId}
                onChange={(url) => update(item.id, url)}
                onBlur={() => markTouched(item.id)}
                onRemove={() => remove(item.id)}
              />
            );
          })}
        </ul>
      ) : null}
      <div ref={addRef} className="flex flex-col items-start gap-1.5">
        <Button
          variant="secondary"
          size="sm"
          icon={<Plus />}
          isDisabled={isDisabled || isFull}
          aria-describedby={maxMessage ? maxId : undefined}
          onPress={add}
        >
          {addLabel}
        </Button>
        {maxMessage ? (
          <p id={maxId} className="text-small text-fg-muted">
            {maxMessage}
          </p>
        ) : null}
      </div>
    </fieldset>
  );
}
