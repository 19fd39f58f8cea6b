export { HeaderBackground, type HeaderBackgroundProps } from "./header-background";
