/** A top-bar action and the side drawer it opens; the shell keeps which one is open. */
export interface SideDrawerProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Extra classes for the top-bar button, e.g. to hide it where the menu carries it instead. */
  className?: string;
}
