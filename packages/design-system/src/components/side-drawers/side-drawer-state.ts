import type { DrawerProps } from "../drawer/drawer";

/**
 * Open state of a side drawer composition. Leave both unset inside a `DrawerTrigger` (the trigger opens it
 * and gets focus back on close), or control it with `isOpen` / `onOpenChange`.
 */
export type SideDrawerStateProps = Pick<DrawerProps, "isOpen" | "onOpenChange">;
