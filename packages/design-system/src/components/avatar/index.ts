export { Avatar, type AvatarProps, avatarVariants, initialsOf } from "./avatar";
