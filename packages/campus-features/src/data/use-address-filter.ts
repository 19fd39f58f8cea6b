import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";

/**
 * A list's filter kept in the address, so that a filtered page can be shared, reloaded and gone back to with
 * Back: read from the search params, and shown by moving to a new address (each change is a step of history;
 * the page does not jump, the list decides where to scroll). `read` and `write` are the list's own rules.
 */
export function useAddressFilter<F>(
  read: (params: URLSearchParams) => F,
  write: (filter: F) => URLSearchParams,
): readonly [F, (next: F, options?: { replace?: boolean }) => void] {
  const [params, setParams] = useSearchParams();
  const filter = useMemo(() => read(params), [params, read]);
  const show = useCallback(
    (next: F, { replace = false }: { replace?: boolean } = {}) =>
      setParams(write(next), { replace, preventScrollReset: true }),
    [setParams, write],
  );
  return [filter, show] as const;
}
