import type { CourseCard } from "@campus/contract";
import { cover } from "./media";

/**
 * A course as lists of courses get it (home, a program's courses): unless `card` says otherwise, a closed test
 * with a certificate in the foundations program, not started, in Polish and English, on the demo's `image`-th
 * cover.
 */
export const courseCard = (
  card: Partial<CourseCard> & Pick<CourseCard, "_id" | "title">,
  image: number,
): CourseCard => ({
  programId: "p-foundations",
  description: "Czym jest sztuczna inteligencja i jak z niej korzystać.",
  image: cover(image),
  rank: 1,
  courseType: "closed-test",
  hasCertificate: true,
  durationMinutes: 45,
  lessonsCount: 6,
  lessonsDone: false,
  status: "not-started",
  progressPercentage: 0,
  languages: ["pl", "en"],
  ...card,
});
