import { useContext, useEffect, useId, useLayoutEffect } from "react";
import {
  type Blocker,
  type BlockerFunction,
  IDLE_BLOCKER,
  UNSAFE_DataRouterContext,
  UNSAFE_DataRouterStateContext,
} from "react-router";

/**
 * react-router's `useBlocker`, made of the router the campus already holds. The hook's own code sits in
 * react-router's hooks module, which every learner's page loads, so using it from the console would put it there
 * (690 bytes, more than the `/` page's transfer budget had left); the router's `getBlocker` and `deleteBlocker` are
 * methods of the router object every page has anyway. The campus has no basename, so the locations need no
 * stripping. Must be rendered inside the data router (RouterProvider), as `useBlocker` must.
 */
export function useLeaveBlocker(shouldBlock: BlockerFunction): Blocker {
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const blockers = useContext(UNSAFE_DataRouterStateContext)?.blockers;
  const key = useId();
  useEffect(() => {
    if (!router) return;
    return () => router.deleteBlocker(key);
  }, [router, key]);
  // Before any effect of the page may navigate, as react-router's own does.
  useLayoutEffect(() => {
    router?.getBlocker(key, shouldBlock);
  }, [router, key, shouldBlock]);
  return blockers?.get(key) ?? IDLE_BLOCKER;
}
