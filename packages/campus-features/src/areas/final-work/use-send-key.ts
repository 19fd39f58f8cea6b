import { useMemo, useRef } from "react";

/**
 * The idempotency key of the open task's answer: the key of a send the server has not acknowledged (kept with
 * the draft, so a retry after a lost answer or a closed tab is the same submission), else a new one when the
 * answer leaves. It is forgotten once the server has the answer or the task changes.
 */
export function useSendKey() {
  const key = useRef<string | undefined>(undefined);
  return useMemo(
    () => ({
      /** The key as it is now (none: no send waits for its acknowledgement). */
      current: () => key.current,
      /** The key kept with a restored draft. */
      restore: (kept: string | undefined) => {
        key.current = kept;
      },
      /** This send's key: the unacknowledged one, or a new one. */
      take: (): string => {
        key.current ??= globalThis.crypto.randomUUID();
        return key.current;
      },
      forget: () => {
        key.current = undefined;
      },
    }),
    [],
  );
}

export type SendKey = ReturnType<typeof useSendKey>;
