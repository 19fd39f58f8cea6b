export { JoinFirstDialog, type JoinFirstDialogProps } from "./join-first-dialog";
export { useJoinCourse } from "./use-join-course";
