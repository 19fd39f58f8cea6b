export { Button, type ButtonProps, LinkButton, type LinkButtonProps } from "./button";
export { type ButtonVariantProps, buttonVariants } from "./button-variants";
