import { useEffect, useRef, useState } from "react";
import type { LinkListItem } from "./link-list-field";

type LinkRowsOptions = {
  value: LinkListItem[];
  onChange: (value: LinkListItem[]) => void;
  createId: () => string;
};

/**
 * Typing in, adding and removing rows of the list, with where focus goes: a new row takes it, and a removed
 * row hands it to the add button. Also which rows were left once, whose address is then checked.
 */
export function useLinkRows({ value, onChange, createId }: LinkRowsOptions) {
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [addedId, setAddedId] = useState<string | null>(null);
  const addRef = useRef<HTMLDivElement>(null);
  const focusAdd = useRef(false);

  useEffect(() => {
    if (!focusAdd.current) return;
    focusAdd.current = false;
    addRef.current?.querySelector<HTMLButtonElement>("button")?.focus();
  });

  const update = (id: string, url: string) => onChange(value.map((item) => (item.id === id ? { ...item, url } : item)));

  const add = () => {
    const id = createId();
    setAddedId(id);
    onChange([...value, { id, url: "" }]);
  };

  const remove = (id: string) => {
    focusAdd.current = true;
    onChange(value.filter((item) => item.id !== id));
  };

  const markTouched = (id: string) => setTouched((current) => new Set(current).add(id));

  return { touched, addedId, addRef, update, add, remove, markTouched };
}
