import type { ComponentType, ReactElement } from "react";
import { Button } from "../components/button";
import { DrawerTrigger } from "../components/drawer";

/**
 * The render of a drawer composition's stories: a trigger button that opens the drawer, as a host page
 * would have it, so play functions can prove opening by keyboard and focus returning to the trigger.
 */
export function renderInDrawerTrigger<Props extends object>(
  triggerLabel: string,
  Drawer: ComponentType<Props>,
  triggerIcon?: ReactElement,
) {
  return function Render(args: Props) {
    return (
      <div className="p-4">
        <DrawerTrigger>
          <Button variant="secondary" icon={triggerIcon}>
            {triggerLabel}
          </Button>
          <Drawer {...args} />
        </DrawerTrigger>
      </div>
    );
  };
}
