/** A top-bar action and the side drawer it opens; the shell keeps which one is open. */
export interface SideDrawerProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}
