/**
 * A lesson opened by the learner from inside a lesson (finishing it, the next lesson, a part) takes focus to
 * its title, so a keyboard or screen-reader user goes on from the new lesson's start. Kept outside React:
 * the page may mount a new view for the new lesson.
 */
let titleFocusWanted = false;

export function wantTitleFocus(): void {
  titleFocusWanted = true;
}

/** Whether the lesson now opening should take focus; asked once. */
export function takeTitleFocus(): boolean {
  const wanted = titleFocusWanted;
  titleFocusWanted = false;
  return wanted;
}
