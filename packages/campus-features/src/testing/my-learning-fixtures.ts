import type { AnswerOf, Certificate, LearningCourse } from "@campus/contract";
import { courseCard } from "./course-card";

/** Anna's certificate of AI ethics, issued when she passed its closed test. */
const ethicsCertificate: Certificate = {
  id: "7T2KQ9WD4MX8RB1VN6PC3HJZ5G",
  holderName: "Anna Nowak",
  courseTitle: "Etyka AI",
  lang: "pl",
  issuedOn: "2026-11-12",
  issuer: "Campus AI",
  status: "valid",
  revokedReason: null,
  revokedAt: null,
  verifyUrl: "https://campus.example/verify/7T2KQ9WD4MX8RB1VN6PC3HJZ5G",
};

const started = (card: Parameters<typeof courseCard>[0], image: number) =>
  courseCard({ status: "started", ...card }, image);

const nothingYet = { finishedAt: null, certificate: null };

/** The learner's courses in all three parts: two in progress, two ready for the ending, two completed. */
export const myLearning: AnswerOf<"myLearning"> = {
  inProgress: [
    {
      course: started({ _id: "c-intro", title: "Wprowadzenie do AI", durationMinutes: 56, progressPercentage: 38 }, 1),
      completedLessonsCount: 2,
      minutesLeft: 35,
      nextLesson: { lessonId: "c-intro-l4", sublessonId: "c-intro-l4-s2", title: "Jak model dobiera słowa" },
      ...nothingYet,
    },
    {
      course: started(
        {
          _id: "c-prompting",
          title: "Pisanie promptów",
          description: "Jak rozmawiać z modelami językowymi.",
          lessonsCount: 4,
          durationMinutes: 30,
          progressPercentage: 60,
          hasCertificate: false,
        },
        2,
      ),
      completedLessonsCount: 3,
      minutesLeft: 2,
      nextLesson: { lessonId: "c-prompting-l4", sublessonId: null, title: "Prompty z przykładami" },
      ...nothingYet,
    },
  ],
  readyForEnding: [
    {
      course: started(
        {
          _id: "c-final-single",
          title: "Projekt: asystent AI",
          courseType: "final-work",
          lessonsCount: 3,
          lessonsDone: true,
          progressPercentage: 75,
        },
        3,
      ),
      completedLessonsCount: 3,
      minutesLeft: 0,
      nextLesson: null,
      ...nothingYet,
    },
    {
      course: started(
        { _id: "c-office", title: "AI w biurze", rank: 2, lessonsCount: 5, lessonsDone: true, progressPercentage: 83 },
        5,
      ),
      completedLessonsCount: 5,
      minutesLeft: 0,
      nextLesson: null,
      ...nothingYet,
    },
  ],
  completed: [
    {
      course: courseCard(
        { _id: "c-ethics", title: "Etyka AI", status: "completed", lessonsDone: true, progressPercentage: 100 },
        4,
      ),
      completedLessonsCount: 6,
      minutesLeft: 0,
      nextLesson: null,
      finishedAt: "2026-11-12T10:15:00.000Z",
      certificate: ethicsCertificate,
    },
    {
      course: courseCard(
        {
          _id: "c-teams",
          title: "Zespoły i AI",
          status: "completed",
          hasCertificate: false,
          lessonsDone: true,
          progressPercentage: 100,
          rank: 2,
        },
        6,
      ),
      completedLessonsCount: 6,
      minutesLeft: 0,
      nextLesson: null,
      finishedAt: "2026-10-03T08:00:00.000Z",
      certificate: null,
    },
  ],
};

const english: Record<string, [string, string]> = {
  "c-intro": ["Introduction to AI", "What artificial intelligence is and how to use it."],
  "c-prompting": ["Writing prompts", "How to talk to language models."],
  "c-final-single": ["Project: an AI assistant", "Build your own assistant and describe it."],
  "c-office": ["AI at the office", "Documents, spreadsheets and mail."],
  "c-ethics": ["AI ethics", "Using artificial intelligence responsibly."],
  "c-teams": ["Teams and AI", "How teamwork changes."],
};
const lessonsEn: Record<string, string> = {
  "c-intro-l4": "How a model picks its words",
  "c-prompting-l4": "Prompts with examples",
};
const inEnglish = (entry: LearningCourse): LearningCourse => {
  const [title, description] = english[entry.course._id] ?? [entry.course.title, entry.course.description];
  return {
    ...entry,
    course: { ...entry.course, title, description },
    nextLesson: entry.nextLesson
      ? { ...entry.nextLesson, title: lessonsEn[entry.nextLesson.lessonId] ?? entry.nextLesson.title }
      : null,
  };
};

/** The same in English (the `lang` cookie). */
export const myLearningEn: AnswerOf<"myLearning"> = {
  inProgress: myLearning.inProgress.map(inEnglish),
  readyForEnding: myLearning.readyForEnding.map(inEnglish),
  completed: myLearning.completed.map(inEnglish),
};

/** A learner who has joined no course yet. */
export const myLearningEmpty: AnswerOf<"myLearning"> = { inProgress: [], readyForEnding: [], completed: [] };
