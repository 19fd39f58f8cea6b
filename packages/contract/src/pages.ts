import type { CourseType } from "./course.js";

/**
 * The campus's page addresses (SPEC section 2), each a pattern with `:name` parameters. The one place a page's
 * address is written: the client's route table takes its paths from here, every link builds its address with
 * `pagePath`, and the server uses the same builders for the addresses it writes into answers (a notification's
 * link, a certificate's public page). It lives in the contract because both sides write these addresses.
 */
export const pagePaths = {
  home: "/",
  login: "/login",
  forgotPassword: "/forgot-password",
  onboarding: "/onboarding",
  myLearning: "/my-learning",
  programs: "/programs",
  program: "/program/:id",
  course: "/course/:id",
  closedTest: "/course-test/:id",
  finalWork: "/course-final-work/:id",
  finalWorkTasks: "/course-final-work/:id/tasks",
  finalWorkTask: "/course-final-work/:id/tasks/:taskId",
  about: "/about-campusai",
  promptbook: "/promptbook",
  benefits: "/benefits",
  benefit: "/benefit/:id",
  community: "/community",
  tools: "/tools",
  tool: "/tools/:id",
  certificate: "/verify/:id",
  password: "/password/:token",
  reviewQueue: "/staff/reviews",
  reviewWork: "/staff/reviews/:id",
  learners: "/staff/learners",
  notFound: "/404",
} as const;

export type PageName = keyof typeof pagePaths;

/** The parameter names of a pattern: `"/course-final-work/:id/tasks/:taskId"` gives `"id" | "taskId"`. */
type ParamNames<Pattern extends string> = Pattern extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Pattern extends `${string}:${infer Name}`
    ? Name
    : never;

/** What a page's address needs: one string per parameter of its pattern. */
export type PageParams<Name extends PageName> = Record<ParamNames<(typeof pagePaths)[Name]>, string>;

/**
 * A pattern's address with its parameters filled in, each encoded (an id with a space or a slash stays one
 * segment); undefined when one is missing. The client's calls and the index page's preload script fill their
 * addresses with it too, so the page ships this very function as text: it uses nothing from outside its body.
 */
export function fillAddress(pattern: string, params: Record<string, unknown>): string | undefined {
  let missing = false;
  const address = pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === "") missing = true;
    return encodeURIComponent(String(value));
  });
  return missing ? undefined : address;
}

/** The parameter names of an address pattern, in order: `"/course/:id"` gives `["id"]`. */
export const addressParams = (pattern: string): string[] =>
  [...pattern.matchAll(/:([A-Za-z]+)/g)].map((found) => found[1] as string);

/** A page's address: `pagePath("course", { id: "c-intro" })` is `/course/c-intro`. */
export function pagePath<Name extends PageName>(
  name: Name,
  ...params: ParamNames<(typeof pagePaths)[Name]> extends never ? [] : [PageParams<Name>]
): string {
  const address = fillAddress(pagePaths[name], params[0] ?? {});
  if (address === undefined) throw new TypeError(`The page ${name} needs every parameter of ${pagePaths[name]}.`);
  return address;
}

/** A course page's address, e.g. `/course/c-intro`: where its card and the course's breadcrumb lead. */
export const coursePath = (courseId: string) => pagePath("course", { id: courseId });

/** A program page's address, e.g. `/program/p-foundations`: where its card, the module picker and breadcrumbs lead. */
export const programPath = (programId: string) => pagePath("program", { id: programId });

/**
 * Where a course ends once every lesson is done, e.g. `/course-test/c-intro`: its closed test, or its final work
 * (`/course-final-work/{id}`). The course page's finish step, its last lesson and home's next step lead there.
 */
export const courseEndPath = (course: { _id: string; courseType: CourseType }) =>
  pagePath(course.courseType === "closed-test" ? "closedTest" : "finalWork", { id: course._id });

/**
 * A lesson's address on its course page, or a sub-lesson's inside its lesson, e.g.
 * `/course/c-intro?lesson=c-intro-l4&sublesson=c-intro-l4-s2`: where a closed test's review, a saved prompt and
 * "the next lesson" (while lessons are left before the closed test or the final work) send the learner.
 */
export function lessonPath(courseId: string, lessonId: string, sublessonId: string | null = null): string {
  const search = new URLSearchParams({ lesson: lessonId });
  if (sublessonId) search.set("sublesson", sublessonId);
  return `${coursePath(courseId)}?${search.toString()}`;
}

/** A tool's page, e.g. `/tools/chatgpt`. */
export const toolPath = (toolId: string) => pagePath("tool", { id: toolId });

/** A partner's benefit page, e.g. `/benefit/b-notion`. */
export const benefitPath = (partnerId: string) => pagePath("benefit", { id: partnerId });

/** A certificate's public page, e.g. `/verify/5f0c...`: what its PDF's link and QR code open. */
export const certificatePath = (certificateId: string) => pagePath("certificate", { id: certificateId });

/**
 * The page a one-time password link opens, e.g. `/password/3q2-...`: an invitation or a reset, where the learner
 * chooses a password. The server writes it into the invitation and reset mails.
 */
export const passwordPath = (token: string) => pagePath("password", { token });
