/**
 * The one focus indicator of the system: a 2px ring in the focus role with a 2px gap, shown only for
 * keyboard focus (react-aria's `data-focus-visible`). It is a real outline, so forced-colours mode keeps it.
 */
export const focusRing =
  "outline-none data-[focus-visible]:outline-2 data-[focus-visible]:outline-offset-2 data-[focus-visible]:outline-solid data-[focus-visible]:outline-focus";

/**
 * The same ring drawn 2px inside the element, for rows of a list or menu whose container clips anything
 * outside them (a popover's scroll box) and whose neighbours sit flush against them.
 */
export const focusRingInset =
  "outline-none data-[focus-visible]:outline-2 data-[focus-visible]:-outline-offset-2 data-[focus-visible]:outline-solid data-[focus-visible]:outline-focus";
