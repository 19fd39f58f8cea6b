export { Popover, PopoverDialog, type PopoverDialogProps, type PopoverProps } from "./popover";
