export { BottomSheet, type BottomSheetEntry, type BottomSheetProps } from "./bottom-sheet";
export { ProfileTile, type ProfileTileProps } from "./profile-tile";
