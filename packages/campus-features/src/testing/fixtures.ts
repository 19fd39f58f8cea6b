import {
  type AnswerOf,
  type Certificate,
  type CompletedCourse,
  type CourseCard,
  HOME_NOT_STARTED_LIMIT,
  type LoginAnswer,
  type NotificationsAnswer,
  type OnboardingAnswer,
  type RankStagesAnswer,
  type SessionStreakAnswer,
  type SignInOptionsAnswer,
  type ToolbarAnswer,
  type User,
} from "@campus/contract";
import { courseCard } from "./course-card";
import { media } from "./media";

export * from "./closed-test-fixtures";
export { courseCard } from "./course-card";
export * from "./course-fixtures";
export * from "./lesson-fixtures";
export { cover, media } from "./media";
export * from "./my-learning-fixtures";
export * from "./program-fixtures";

/**
 * Contract-typed sample answers, in the demo's own words, for stories and tests. `fixtures.test.ts` checks
 * each against the contract's schema, so no story can show data the API could never send.
 */

export const learner: User = {
  _id: "u-learner",
  email: "learner@example.com",
  firstName: "Anna",
  lastName: "Kowalska",
  avatar: null,
  rankStage: 2,
  role: "learner",
  preferences: { language: null, theme: null },
  // Home's stories show the page; the tutorial's first showing has stories of its own (home/home-tutorial).
  tutorialSeen: true,
  isDemo: false,
};

export const newcomer: User = {
  ...learner,
  _id: "u-newcomer",
  email: "newcomer@example.com",
  firstName: "Piotr",
  lastName: "Nowak",
  rankStage: 1,
};

/** A Polish name as long as real ones get, for layouts that must not break. */
export const longNamedLearner: User = {
  ...learner,
  _id: "u-long",
  firstName: "Konstantynopolitańczykowianeczka",
  lastName: "Grzegorzewska-Szczebrzeszyńska",
};

export const allAccess = { accessToToolRepository: true, accessToBenefits: true, accessToCommunity: true };
export const noAccess = { accessToToolRepository: false, accessToBenefits: false, accessToCommunity: false };

export const loginAnswer = (user: User = learner, organizationSettings = allAccess): LoginAnswer => ({
  success: true,
  user,
  organizationSettings,
});

/** How the login page offers to sign in: a password only, as a campus without single sign-on does. */
export const signInOptions: SignInOptionsAnswer = { password: true, sso: null };
/** The organization's identity provider beside the password form. */
export const signInOptionsWithSso: SignInOptionsAnswer = { password: true, sso: { name: "Acme ID" } };
/** An organization that signs in only through its identity provider. */
export const signInOptionsSsoOnly: SignInOptionsAnswer = { password: false, sso: { name: "Acme ID" } };

export const toolbar: ToolbarAnswer = {
  modules: [
    { _id: "p-foundations", title: "Podstawy AI" },
    { _id: "p-practice", title: "AI w praktyce" },
    { _id: "p-business", title: "AI w biznesie" },
    { _id: "p-advanced", title: "Zaawansowane AI" },
  ],
};

export const courses = {
  intro: courseCard({ _id: "c-intro", title: "Wprowadzenie do AI", status: "started", progressPercentage: 40 }, 1),
  prompting: courseCard(
    {
      _id: "c-prompting",
      title: "Pisanie promptów",
      description: "Jak rozmawiać z modelami językowymi.",
      status: "started",
      progressPercentage: 75,
      hasCertificate: false,
    },
    2,
  ),
  finalSingle: courseCard(
    {
      _id: "c-final-single",
      title: "Projekt: asystent AI",
      description: "Zbuduj własnego asystenta i opisz go.",
      courseType: "final-work",
      hasCertificate: false,
    },
    3,
  ),
  ethics: courseCard(
    { _id: "c-ethics", title: "Etyka AI", description: "Odpowiedzialne korzystanie ze sztucznej inteligencji." },
    4,
  ),
  practice: courseCard(
    {
      _id: "c-automation",
      programId: "p-practice",
      title: "Automatyzacja pracy biurowej",
      description: "Arkusze, dokumenty i poczta z pomocą AI.",
      rank: 2,
    },
    5,
  ),
  advanced: courseCard(
    {
      _id: "c-agents",
      programId: "p-advanced",
      title: "Agenci AI",
      description: "Projektowanie agentów, którzy wykonują zadania samodzielnie.",
      rank: 3,
    },
    6,
  ),
  longTitle: courseCard(
    {
      _id: "c-long",
      title:
        "Zaawansowane techniki przetwarzania języka naturalnego w zastosowaniach administracji samorządowej i państwowej",
      description:
        "Szczegółowe omówienie przygotowywania, przeglądania i zatwierdzania dokumentów urzędowych z wykorzystaniem dużych modeli językowych.",
      status: "started",
      progressPercentage: 5,
    },
    2,
  ),
};

/** The same courses as the API sends them to a learner who reads the campus in English (the `lang` cookie). */
const inEnglish = (card: CourseCard, title: string, description: string): CourseCard => ({
  ...card,
  title,
  description,
});

export const coursesEn = {
  intro: inEnglish(courses.intro, "Introduction to AI", "What artificial intelligence is and how to use it."),
  prompting: inEnglish(courses.prompting, "Writing prompts", "How to talk to language models."),
  finalSingle: inEnglish(courses.finalSingle, "Project: an AI assistant", "Build your own assistant and describe it."),
  ethics: inEnglish(courses.ethics, "AI ethics", "Using artificial intelligence responsibly."),
  practice: inEnglish(courses.practice, "Office automation", "Spreadsheets, documents and mail with AI."),
  advanced: inEnglish(courses.advanced, "AI agents", "Designing agents that carry out tasks on their own."),
};

export const toolbarEn: ToolbarAnswer = {
  modules: [
    { _id: "p-foundations", title: "AI foundations" },
    { _id: "p-practice", title: "AI in practice" },
    { _id: "p-business", title: "AI for business" },
    { _id: "p-advanced", title: "Advanced AI" },
  ],
};

export const homepage: AnswerOf<"homepage"> = {
  completedCourse: null,
  startingCourse: courses.intro,
  startedCourses: [courses.intro, courses.prompting],
  notStartedCourses: [courses.finalSingle, courses.ethics, courses.practice, courses.advanced],
  notStartedTotal: 4,
};

export const homepageEn: AnswerOf<"homepage"> = {
  completedCourse: null,
  startingCourse: coursesEn.intro,
  startedCourses: [coursesEn.intro, coursesEn.prompting],
  notStartedCourses: [coursesEn.finalSingle, coursesEn.ethics, coursesEn.practice, coursesEn.advanced],
  notStartedTotal: 4,
};

/** More courses than the grid shows at first: the 'show all' button reveals the rest. */
export const homepageManyCourses: AnswerOf<"homepage"> = {
  ...homepage,
  notStartedCourses: [
    courses.finalSingle,
    courses.ethics,
    courses.practice,
    courseCard({ _id: "c-images", title: "Generowanie obrazów", description: "Kurs: Generowanie obrazów." }, 1),
    courseCard({ _id: "c-audio", title: "AI w audio", description: "Kurs: AI w audio." }, 2),
    courseCard({ _id: "c-data", title: "Analiza danych z AI", description: "Kurs: Analiza danych z AI." }, 3),
    courseCard({ _id: "c-video", title: "Wideo z AI", description: "Kurs: Wideo z AI." }, 4),
    courses.advanced,
  ],
  notStartedTotal: 8,
};

const notStartedCourse = (_id: string, title: string, programId: string, image: number) =>
  courseCard(
    { _id, title, description: `Kurs: ${title}.`, programId, rank: programId === "p-foundations" ? 1 : 2 },
    image,
  );

/**
 * A large catalogue: the server sends the first HOME_NOT_STARTED_LIMIT not-started courses and how many there
 * are in all; the other 35 wait in the programs.
 */
export const homepageMoreThanSent: AnswerOf<"homepage"> = {
  ...homepage,
  notStartedCourses: [
    courses.finalSingle,
    courses.ethics,
    notStartedCourse("c-images", "Generowanie obrazów", "p-foundations", 1),
    notStartedCourse("c-audio", "AI w audio", "p-foundations", 2),
    notStartedCourse("c-data", "Analiza danych z AI", "p-foundations", 3),
    notStartedCourse("c-video", "Wideo z AI", "p-foundations", 4),
    courses.practice,
    notStartedCourse("c-chatbots", "Chatboty w obsłudze klienta", "p-practice", 5),
    notStartedCourse("c-translation", "Tłumaczenia z AI", "p-practice", 6),
    notStartedCourse("c-slides", "Prezentacje z AI", "p-practice", 1),
    notStartedCourse("c-strategy", "Strategia AI w firmie", "p-business", 2),
    notStartedCourse("c-data-safety", "Bezpieczeństwo danych", "p-business", 3),
  ],
  notStartedTotal: HOME_NOT_STARTED_LIMIT + 35,
};

/** Courses of higher programs than the learner's rank opens: shown, but locked. */
export const homepageAboveRank: AnswerOf<"homepage"> = {
  completedCourse: null,
  startingCourse: courses.prompting,
  startedCourses: [courses.prompting],
  notStartedCourses: [
    courses.advanced,
    courseCard(
      {
        _id: "c-finetune",
        programId: "p-advanced",
        title: "Dostrajanie modeli",
        description: "Własne modele na własnych danych.",
        rank: 3,
      },
      3,
    ),
    courses.ethics,
  ],
  notStartedTotal: 3,
};

/** Every lesson of the course to continue is done: home's hero leads to its closed test, not back to its lessons. */
export const homepageLessonsDone: AnswerOf<"homepage"> = {
  ...homepage,
  startingCourse: { ...courses.intro, lessonsDone: true, progressPercentage: 89 },
  startedCourses: [{ ...courses.intro, lessonsDone: true, progressPercentage: 89 }, courses.prompting],
};

/** The same with a final work next, in English. */
export const homepageFinalWorkNextEn: AnswerOf<"homepage"> = {
  ...homepageEn,
  startingCourse: { ...coursesEn.finalSingle, status: "started", lessonsDone: true, progressPercentage: 75 },
  startedCourses: [
    { ...coursesEn.finalSingle, status: "started", lessonsDone: true, progressPercentage: 75 },
    coursesEn.prompting,
  ],
  notStartedCourses: [coursesEn.intro, coursesEn.ethics, coursesEn.practice, coursesEn.advanced],
};

/** A newcomer to the courses: nothing started yet, the campus suggests where to begin. */
export const homepageNothingStarted: AnswerOf<"homepage"> = {
  completedCourse: null,
  startingCourse: { ...courses.intro, status: "not-started", progressPercentage: 0 },
  startedCourses: [],
  notStartedCourses: [
    { ...courses.intro, status: "not-started", progressPercentage: 0 },
    courses.finalSingle,
    courses.ethics,
  ],
  notStartedTotal: 3,
};

export const homepageEmpty: AnswerOf<"homepage"> = {
  completedCourse: null,
  startingCourse: null,
  startedCourses: [],
  notStartedCourses: [],
  notStartedTotal: 0,
};

export const homepageLongText: AnswerOf<"homepage"> = {
  completedCourse: null,
  startingCourse: courses.longTitle,
  startedCourses: [courses.longTitle, courses.prompting],
  notStartedCourses: [courses.ethics],
  notStartedTotal: 1,
};

/** Anna's certificate of the introduction, issued when she passed its closed test. */
export const completedIntro: CompletedCourse = {
  courseId: "c-intro",
  courseTitle: "Wprowadzenie do AI",
  finishedAt: "2026-11-22T09:40:00.000Z",
  certificate: {
    id: "4N8QZ2VX7KD1MB6TC9RW3PJH5F",
    holderName: "Anna Nowak",
    courseTitle: "Wprowadzenie do AI",
    lang: "pl",
    issuedOn: "2026-11-22",
    issuer: "Campus AI",
    status: "valid",
    revokedReason: null,
    revokedAt: null,
    verifyUrl: "https://campus.example/verify/4N8QZ2VX7KD1MB6TC9RW3PJH5F",
  },
};

/** Home right after the introduction was completed: the congratulations with its certificate, then the rest. */
export const homepageCompleted: AnswerOf<"homepage"> = {
  completedCourse: completedIntro,
  startingCourse: courses.prompting,
  startedCourses: [courses.prompting],
  notStartedCourses: [courses.finalSingle, courses.ethics, courses.practice],
  notStartedTotal: 3,
};

export const homepageCompletedEn: AnswerOf<"homepage"> = {
  completedCourse: {
    ...completedIntro,
    courseTitle: "Introduction to AI",
    certificate: { ...(completedIntro.certificate as Certificate), courseTitle: "Introduction to AI", lang: "en" },
  },
  startingCourse: coursesEn.prompting,
  startedCourses: [coursesEn.prompting],
  notStartedCourses: [coursesEn.finalSingle, coursesEn.ethics, coursesEn.practice],
  notStartedTotal: 3,
};

/** A course without a certificate completed (here finished, its test passed): the congratulations alone. */
export const homepageCompletedWithoutCertificate: AnswerOf<"homepage"> = {
  ...homepageCompleted,
  completedCourse: {
    courseId: "c-prompting",
    courseTitle: "Pisanie promptów",
    finishedAt: "2026-11-22T09:40:00.000Z",
    certificate: null,
  },
  startingCourse: courses.ethics,
  startedCourses: [],
  notStartedCourses: [courses.finalSingle, courses.ethics, courses.practice],
};

export const notifications: NotificationsAnswer = {
  unreadCount: 1,
  notifications: [
    {
      _id: "n-welcome",
      title: "Witaj w Campus!",
      body: "Zacznij od kursu Wprowadzenie do AI.",
      link: "/course/c-intro",
      createdAt: "2026-11-20T09:30:00.000Z",
      readAt: null,
    },
    {
      _id: "n-mastermind",
      title: "Spotkanie absolwentów",
      body: "W pierwszą środę miesiąca.",
      link: "/about-campusai",
      createdAt: "2026-11-12T15:05:00.000Z",
      readAt: "2026-11-13T08:00:00.000Z",
    },
  ],
};

export const notificationsAllRead: NotificationsAnswer = {
  unreadCount: 0,
  notifications: notifications.notifications.map((item) => ({
    ...item,
    readAt: item.readAt ?? "2026-11-22T10:00:00.000Z",
  })),
};

export const rankStages: RankStagesAnswer = {
  currentStage: 2,
  note: "Utrzymanie rangi wymaga aktywnej subskrypcji.",
  stages: [
    { stage: 1, title: "Nowicjusz", description: "Ukończ onboarding, aby odblokować Campus.", reached: true },
    { stage: 2, title: "Słuchacz", description: "Pełny dostęp do kursów i uniwersytetu.", reached: true },
    { stage: 3, title: "Ekspert", description: "Programy zaawansowane.", reached: false },
  ],
};

export const sessionStreak: SessionStreakAnswer = {
  streakDays: 4,
  studiedMinutesToday: 3,
  requiredMinutes: 5,
  tasks: [
    { key: "continue-course", title: "Kontynuuj kurs", done: true },
    { key: "use-tool", title: "Skorzystaj z narzędzia", done: false },
    { key: "study-time", title: "Ucz się co najmniej 5 minut", done: false },
  ],
};

/** The answer of completing onboarding: the same learner, now at rank 2. */
export const onboarded = (login: LoginAnswer): LoginAnswer => ({ ...login, user: { ...login.user, rankStage: 2 } });

export const onboarding: OnboardingAnswer = {
  data: {
    title: "Witaj w Campus",
    intro: "Trzy kroki na dobry początek.",
    steps: [
      { _id: "o1", title: "Wybierz program", body: "Zacznij od programu Podstawy AI.", image: media("cover-1.jpg") },
      {
        _id: "o2",
        title: "Ucz się codziennie",
        body: "Pięć minut dziennie buduje serię.",
        image: media("cover-2.jpg"),
      },
      {
        _id: "o3",
        title: "Dołącz do społeczności",
        body: "Zadawaj pytania na Discordzie.",
        image: media("cover-3.jpg"),
      },
    ],
  },
};

export const onboardingEn: OnboardingAnswer = {
  data: {
    title: "Welcome to Campus",
    intro: "Three steps for a good start.",
    steps: [
      {
        _id: "o1",
        title: "Pick a program",
        body: "Start with the AI foundations program.",
        image: media("cover-1.jpg"),
      },
      { _id: "o2", title: "Learn every day", body: "Five minutes a day builds a streak.", image: media("cover-2.jpg") },
      { _id: "o3", title: "Join the community", body: "Ask questions on Discord.", image: media("cover-3.jpg") },
    ],
  },
};

export const onboardingLongText: OnboardingAnswer = {
  data: {
    title: "Witaj w Campus – akademii sztucznej inteligencji dla administracji samorządowej",
    intro:
      "Zanim zaczniesz, przejdź przez kilka kroków, które pokażą Ci, jak najlepiej wykorzystać programy, kursy, narzędzia i społeczność.",
    steps: [
      {
        _id: "o1",
        title: "Wybierz program dopasowany do Twoich obowiązków służbowych i zainteresowań",
        body: "Programy składają się z kursów, a kursy z lekcji: wideo, prezentacji, tekstów, quizów i testów wewnętrznych. Każdy kurs kończy się testem zamkniętym albo pracą końcową ocenianą przez zespół.",
        image: media("cover-4.jpg"),
      },
      ...onboarding.data.steps.slice(1),
    ],
  },
};

/** A reviewer: the staff's role, which opens the staff console. */
export const staff: User = {
  ...learner,
  _id: "u-staff",
  email: "staff@example.com",
  firstName: "Ewa",
  lastName: "Recenzentka",
  role: "staff",
};
