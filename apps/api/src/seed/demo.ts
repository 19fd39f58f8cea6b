import { hashPassword, OWASP_SCRYPT, type PasswordCost } from "../auth/passwords.js";
import type { Db, Queryable } from "../db/db.js";
import {
  type CourseLessonWords,
  courseLessons,
  introLessons,
  type SlidesWords,
  type TextWords,
  type VideoWords,
} from "./demo-lessons.js";
import { seedPartnersCommunityAbout } from "./demo-partners.js";
import { markDemoAccounts } from "./demo-promptbook.js";
import { seedDemoTools } from "./demo-tools.js";

/** Demo content in Polish and English, and the demo accounts (password `campus-demo`). */
export const DEMO_PASSWORD = "campus-demo";
export const DEMO_ACCOUNTS = {
  learner: "learner@example.com",
  newcomer: "newcomer@example.com",
  restricted: "restricted@example.com",
  staff: "staff@example.com",
  tester: "tester@example.com",
  writer: "writer@example.com",
  guide: "guide@example.com",
  demo: "demo@example.com",
  keyboard: "keyboard@example.com",
  drafter: "drafter@example.com",
  ready: "ready@example.com",
  graduate: "graduate@example.com",
  stepper: "stepper@example.com",
  reviewer: "reviewer@example.com",
  author: "author@example.com",
} as const;

type T<V> = { pl: V; en?: V };
const media = (file: string) => `/api/media/${file}`;
const cover = (n: number) => media(`cover-${(n % 6) + 1}.jpg`);

const programs = [
  {
    id: "p-foundations",
    rank: 1,
    pl: ["Podstawy AI", "Pierwsze kroki ze sztuczną inteligencją."],
    en: ["AI foundations", "First steps with artificial intelligence."],
  },
  {
    id: "p-practice",
    rank: 2,
    pl: ["AI w praktyce", "Narzędzia AI w codziennej pracy."],
    en: ["AI in practice", "AI tools in everyday work."],
  },
  {
    id: "p-business",
    rank: 2,
    pl: ["AI w biznesie", "Strategia, procesy i zespoły."],
    en: ["AI for business", "Strategy, processes and teams."],
  },
  {
    id: "p-advanced",
    rank: 3,
    pl: ["Zaawansowane AI", "Agenci, automatyzacje i własne modele."],
    en: ["Advanced AI", "Agents, automation and custom models."],
  },
];

interface CourseSeed {
  id: string;
  program: string;
  rank: number;
  type: "closed-test" | "final-work";
  certificate: boolean;
  pl: [string, string];
  en?: [string, string];
  full?: boolean;
}
const courses: CourseSeed[] = [
  {
    id: "c-intro",
    program: "p-foundations",
    rank: 1,
    type: "closed-test",
    certificate: true,
    full: true,
    pl: ["Wprowadzenie do AI", "Czym jest sztuczna inteligencja i jak z niej korzystać."],
    en: ["Introduction to AI", "What artificial intelligence is and how to use it."],
  },
  {
    id: "c-prompting",
    program: "p-foundations",
    rank: 1,
    type: "closed-test",
    certificate: false,
    pl: ["Pisanie promptów", "Jak rozmawiać z modelami językowymi."],
    en: ["Writing prompts", "How to talk to language models."],
  },
  {
    id: "c-final-single",
    program: "p-foundations",
    rank: 1,
    type: "final-work",
    certificate: false,
    pl: ["Projekt: asystent AI", "Zbuduj własnego asystenta i opisz go."],
    en: ["Project: an AI assistant", "Build your own assistant and describe it."],
  },
  {
    id: "c-final-multi",
    program: "p-practice",
    rank: 2,
    type: "final-work",
    certificate: false,
    pl: ["Projekt: kampania z AI", "Trzy zadania: badanie, treści, raport."],
    en: ["Project: a campaign with AI", "Three tasks: research, content, report."],
  },
  {
    id: "c-polish-law",
    program: "p-foundations",
    rank: 1,
    type: "closed-test",
    certificate: false,
    pl: ["Prawo AI w Polsce", "Polskie i unijne przepisy o sztucznej inteligencji."],
  },
  ...[
    ["c-ethics", "Etyka AI", "AI ethics"],
    ["c-images", "Generowanie obrazów", "Generating images"],
    ["c-audio", "AI w audio", "AI for audio"],
    ["c-data", "Analiza danych z AI", "Data analysis with AI"],
    ["c-video", "Wideo z AI", "Video with AI"],
    ["c-research", "Research z AI", "Research with AI"],
    ["c-writing", "Pisanie z AI", "Writing with AI"],
    ["c-safety", "Bezpieczeństwo danych", "Data safety"],
    ["c-translation", "Tłumaczenia z AI", "Translation with AI"],
    ["c-presentations", "Prezentacje z AI", "Presentations with AI"],
  ].map(([id, pl, en]) => ({
    id: id as string,
    program: "p-foundations",
    rank: 1,
    type: "closed-test" as const,
    certificate: true,
    pl: [pl as string, `Kurs: ${pl}.`] as [string, string],
    en: [en as string, `Course: ${en}.`] as [string, string],
  })),
  {
    id: "c-automation",
    program: "p-practice",
    rank: 2,
    type: "closed-test",
    certificate: true,
    pl: ["Automatyzacje", "Łączenie narzędzi w przepływy."],
    en: ["Automation", "Connecting tools into flows."],
  },
  {
    id: "c-office",
    program: "p-practice",
    rank: 2,
    type: "closed-test",
    certificate: false,
    pl: ["AI w biurze", "Dokumenty, arkusze i poczta."],
    en: ["AI at the office", "Documents, spreadsheets and mail."],
  },
  {
    id: "c-strategy",
    program: "p-business",
    rank: 2,
    type: "closed-test",
    certificate: true,
    pl: ["Strategia AI", "Plan wdrożenia AI w firmie."],
    en: ["AI strategy", "A plan for AI in a company."],
  },
  {
    id: "c-teams",
    program: "p-business",
    rank: 2,
    type: "closed-test",
    certificate: false,
    pl: ["Zespoły i AI", "Jak zmienia się praca zespołów."],
    en: ["Teams and AI", "How teamwork changes."],
  },
  {
    id: "c-agents",
    program: "p-advanced",
    rank: 3,
    type: "closed-test",
    certificate: true,
    pl: ["Agenci AI", "Projektowanie agentów."],
    en: ["AI agents", "Designing agents."],
  },
  {
    id: "c-finetune",
    program: "p-advanced",
    rank: 3,
    type: "closed-test",
    certificate: true,
    pl: ["Dostrajanie modeli", "Własne modele na własnych danych."],
    en: ["Fine-tuning models", "Your own models on your own data."],
  },
  // Above the demo learner's rank inside a program they can open, so a locked course card shows in the list.
  {
    id: "c-leadership",
    program: "p-business",
    rank: 3,
    type: "closed-test",
    certificate: true,
    pl: ["Przywództwo w erze AI", "Jak prowadzić zespół, który pracuje z AI."],
    en: ["Leadership in the AI era", "How to lead a team that works with AI."],
  },
];

const q = (id: string, type: "single" | "multiple", pl: [string, string[]], en: [string, string[]] | undefined) => ({
  id,
  type,
  pl: { _id: id, type, question: pl[0], answers: pl[1].map((label, i) => ({ id: `${id}-a${i + 1}`, label })) },
  en: en && { _id: id, type, question: en[0], answers: en[1].map((label, i) => ({ id: `${id}-a${i + 1}`, label })) },
});

function genericQuestions(prefix: string, hasEn: boolean) {
  return [
    q(
      `${prefix}-q1`,
      "single",
      ["Co to jest model językowy?", ["Program przewidujący tekst", "Baza danych", "Przeglądarka"]],
      hasEn ? ["What is a language model?", ["A program predicting text", "A database", "A browser"]] : undefined,
    ),
    q(
      `${prefix}-q2`,
      "multiple",
      ["Które są narzędziami AI?", ["Generator obrazów", "Asystent czatu", "Kalkulator mechaniczny"]],
      hasEn
        ? ["Which are AI tools?", ["An image generator", "A chat assistant", "A mechanical calculator"]]
        : undefined,
    ),
    q(
      `${prefix}-q3`,
      "single",
      ["Czy AI może się mylić?", ["Tak", "Nie"]],
      hasEn ? ["Can AI be wrong?", ["Yes", "No"]] : undefined,
    ),
    q(
      `${prefix}-q4`,
      "single",
      ["Co warto sprawdzać w odpowiedziach AI?", ["Fakty i źródła", "Tylko długość"]],
      hasEn ? ["What should you check in AI answers?", ["Facts and sources", "Only the length"]] : undefined,
    ),
  ];
}
const genericKey = (prefix: string) => ({
  [`${prefix}-q1`]: [`${prefix}-q1-a1`],
  [`${prefix}-q2`]: [`${prefix}-q2-a1`, `${prefix}-q2-a2`],
  [`${prefix}-q3`]: [`${prefix}-q3-a1`],
  [`${prefix}-q4`]: [`${prefix}-q4-a1`],
});

/**
 * The lesson each closed-test question comes from: the introduction's own lessons (the last question from a
 * sub-lesson), the other courses' recording, reading and presentation.
 */
function questionLessons(courseId: string, full: boolean): Record<string, string> {
  const lessons = full ? ["l2", "l1", "l4", "l4-s2"] : ["l1", "l2", "l3", "l2"];
  return Object.fromEntries(lessons.map((lesson, i) => [`${courseId}-t-q${i + 1}`, `${courseId}-${lesson}`]));
}

const domainLabels: Record<string, [string, string]> = {
  text: ["Tekst", "Text"],
  image: ["Obraz", "Image"],
  video: ["Wideo", "Video"],
  audio: ["Dźwięk", "Audio"],
  code: ["Kod", "Code"],
  data: ["Dane", "Data"],
};
const businessLabels: Record<string, [string, string]> = {
  marketing: ["Marketing", "Marketing"],
  sales: ["Sprzedaż", "Sales"],
  hr: ["HR", "HR"],
  education: ["Edukacja", "Education"],
  productivity: ["Produktywność", "Productivity"],
  design: ["Projektowanie", "Design"],
};
const partnerCategories: Record<string, [string, string]> = {
  software: ["Oprogramowanie", "Software"],
  education: ["Edukacja", "Education"],
  hardware: ["Sprzęt", "Hardware"],
  services: ["Usługi", "Services"],
};

/**
 * Fills an empty database with the demo content; every demo account shares one password, so it is hashed once
 * (at OWASP's cost unless the configuration's is given).
 */
export async function seedDemo(db: Db, passwordCost: PasswordCost = OWASP_SCRYPT): Promise<void> {
  const [{ count }] = (await db.query<{ count: number }>("select count(*)::int as count from users")) as [
    { count: number },
  ];
  if (count > 0) return;
  const passwordHash = await hashPassword(DEMO_PASSWORD, passwordCost);
  await db.transaction(async (tx) => {
    await seedUsers(tx, passwordHash);
    await seedContent(tx);
    await seedReadyLearner(tx);
  });
  // Statistics from the start, as autovacuum would leave them a while later: without them the planner guesses
  // hundreds of rows in every table, and PostgreSQL plans the larger reads again on every request rather than
  // keep a plan it thinks costlier than the ones it made for the first requests.
  await db.exec("analyze");
}

/**
 * The demo organizations: one with every part of the campus, and one without the tools, benefits and community
 * (the restricted learner's, SPEC section 3).
 */
export const DEMO_ORGANIZATIONS = { full: "org-demo", restricted: "org-demo-restricted" } as const;

async function seedUsers(tx: Queryable, passwordHash: string) {
  await tx.query(
    `insert into organizations (id, name, access_tools, access_benefits, access_community)
     values ($1, 'Campus Demo', true, true, true), ($2, 'Campus Demo (restricted)', false, false, false)`,
    [DEMO_ORGANIZATIONS.full, DEMO_ORGANIZATIONS.restricted],
  );
  const users = [
    ["u-learner", DEMO_ACCOUNTS.learner, "Anna", "Nowak", 2, "learner", "full"],
    ["u-newcomer", DEMO_ACCOUNTS.newcomer, "Piotr", "Kowalski", 1, "learner", "full"],
    ["u-restricted", DEMO_ACCOUNTS.restricted, "Ewa", "Wiśniewska", 2, "learner", "restricted"],
    ["u-staff", DEMO_ACCOUNTS.staff, "Marek", "Zieliński", 2, "staff", "full"],
    ["u-tester", DEMO_ACCOUNTS.tester, "Tomasz", "Lewandowski", 2, "learner", "full"],
    ["u-writer", DEMO_ACCOUNTS.writer, "Zofia", "Wójcik", 2, "learner", "full"],
    ["u-guide", DEMO_ACCOUNTS.guide, "Julia", "Kamińska", 2, "learner", "full"],
    ["u-demo", DEMO_ACCOUNTS.demo, "Adam", "Mazur", 2, "learner", "full"],
    ["u-keyboard", DEMO_ACCOUNTS.keyboard, "Karolina", "Nowicka", 2, "learner", "full"],
    ["u-drafter", DEMO_ACCOUNTS.drafter, "Marta", "Szymańska", 2, "learner", "full"],
    ["u-ready", DEMO_ACCOUNTS.ready, "Olga", "Dąbrowska", 2, "learner", "full"],
    // Completes a course in the completion journey (tests/e2e/completion.spec.ts), and nothing else.
    ["u-graduate", DEMO_ACCOUNTS.graduate, "Łucja", "Dąbrowska", 2, "learner", "full"],
    // Walks a course's lessons in the lesson sequence journey (tests/e2e/lesson-sequence.spec.ts), and nothing else.
    ["u-stepper", DEMO_ACCOUNTS.stepper, "Igor", "Pawlak", 2, "learner", "full"],
    // A second reviewer: two staff meet over one work in the review journey (tests/e2e/review.spec.ts).
    ["u-reviewer", DEMO_ACCOUNTS.reviewer, "Ewa", "Kaczmarek", 2, "staff", "full"],
    // Sends the final work staff review in the browser in the review journey, and nothing else.
    ["u-author", DEMO_ACCOUNTS.author, "Natalia", "Wróbel", 2, "learner", "full"],
  ] as const;
  for (const [id, email, first, last, rank, role, organization] of users) {
    await tx.query(
      "insert into users (id, email, password_hash, first_name, last_name, avatar, rank_stage, role, organization_id) values ($1,$2,$3,$4,$5,$6,$7,$8,$9)",
      // No photo: the campus shows a learner's initials, not the product's logo, until they have one.
      [id, email, passwordHash, first, last, null, rank, role, DEMO_ORGANIZATIONS[organization]],
    );
  }
  await markDemoAccounts(tx);
  await tx.query("insert into notifications (id, user_id, i18n, link) values ($1, $2, $3, $4), ($5, $2, $6, $7)", [
    "n-welcome",
    "u-learner",
    JSON.stringify({
      pl: { title: "Witaj w Campus!", body: "Zacznij od kursu Wprowadzenie do AI." },
      en: { title: "Welcome to Campus!", body: "Start with the Introduction to AI course." },
    }),
    "/course/c-intro",
    "n-mastermind",
    JSON.stringify({
      pl: { title: "Spotkanie absolwentów", body: "W pierwszą środę miesiąca." },
      en: { title: "Graduation meeting", body: "On the first Wednesday of the month." },
    }),
    "/about-campusai",
  ]);
}

async function insertJson(tx: Queryable, table: string, row: Record<string, unknown>) {
  const keys = Object.keys(row);
  const values = keys.map((k) => {
    const v = row[k];
    return v !== null && typeof v === "object" && !(v instanceof Uint8Array) ? JSON.stringify(v) : v;
  });
  await tx.query(
    `insert into ${table} (${keys.join(",")}) values (${keys.map((_, i) => `$${i + 1}`).join(",")})`,
    values,
  );
}

function both<V>(pl: V, en: V | undefined): T<V> {
  return en === undefined ? { pl } : { pl, en };
}

async function seedContent(tx: Queryable) {
  for (const [i, p] of programs.entries()) {
    await insertJson(tx, "programs", {
      id: p.id,
      position: i + 1,
      required_rank: p.rank,
      image: cover(i),
      i18n: {
        pl: {
          title: p.pl[0],
          description: p.pl[1],
          longDescription: `${p.pl[1]} Program prowadzi od podstaw do samodzielnej pracy.`,
        },
        en: {
          title: p.en[0],
          description: p.en[1],
          longDescription: `${p.en[1]} The program leads from the basics to working on your own.`,
        },
      },
    });
  }
  const positions: Record<string, number> = {};
  for (const [i, c] of courses.entries()) {
    positions[c.program] = (positions[c.program] ?? 0) + 1;
    const hasEn = c.en !== undefined;
    await insertJson(tx, "courses", {
      id: c.id,
      program_id: c.program,
      position: positions[c.program],
      required_rank: c.rank,
      course_type: c.type,
      has_certificate: c.certificate,
      image: cover(i + 1),
      i18n: both({ title: c.pl[0], description: c.pl[1] }, c.en && { title: c.en[0], description: c.en[1] }),
    });
    await seedLessons(tx, c.id, hasEn, c.full === true);
    if (c.type === "closed-test") {
      await insertJson(tx, "closed_tests", {
        course_id: c.id,
        percentage_to_pass: c.id === "c-intro" ? 75 : 50,
        i18n: both(
          { questions: genericQuestions(`${c.id}-t`, hasEn).map((x) => x.pl) },
          hasEn ? { questions: genericQuestions(`${c.id}-t`, hasEn).map((x) => x.en) } : undefined,
        ),
        answer_key: genericKey(`${c.id}-t`),
        question_lessons: questionLessons(c.id, c.full === true),
      });
    } else {
      await seedExam(tx, c.id, c.id === "c-final-single" ? 1 : 3);
    }
  }
  await seedTools(tx);
  await seedPartnersCommunityPages(tx);
}

/**
 * `ready@` has completed every lesson (internal tests passed) of the introduction course and of the one-task
 * final work, and taken neither ending: a reviewer tries the closed test and the final work at once, which open
 * only after the lessons (issue 40).
 */
async function seedReadyLearner(tx: Queryable) {
  await tx.query(
    `insert into progress (id, user_id, course_id, current_lesson_id, lessons)
     select 'pr-ready-' || c.id, 'u-ready', c.id,
       (select l.id from lessons l where l.course_id = c.id and l.parent_id is null order by l.position desc limit 1),
       (select jsonb_object_agg(l.id, case when l.kind = 'internal-test'
          then jsonb_build_object('completed', true, 'test',
            (select coalesce(jsonb_object_agg(q, true), '{}'::jsonb) from jsonb_object_keys(l.answer_key) q))
          else '{"completed": true}'::jsonb end)
        from lessons l where l.course_id = c.id)
     from courses c where c.id in ('c-intro', 'c-final-single')`,
  );
}

async function seedLessons(tx: Queryable, courseId: string, hasEn: boolean, full: boolean) {
  const lessonI18n = (pl: Record<string, unknown>, en: Record<string, unknown>) => (hasEn ? { pl, en } : { pl });
  const words = courseLessons[courseId] as CourseLessonWords;
  if (!full && !words) throw new Error(`demo-lessons.ts has no lessons for the course ${courseId}: add them there.`);
  const video = (id: string, w: VideoWords, parent: string | null, position: number) =>
    insertJson(tx, "lessons", {
      id,
      course_id: courseId,
      parent_id: parent,
      position,
      kind: "video",
      duration_minutes: 8,
      i18n: lessonI18n({ title: w.title.pl, text: w.text.pl }, { title: w.title.en, text: w.text.en }),
    });
  const text = (id: string, w: TextWords, parent: string | null, position: number) =>
    insertJson(tx, "lessons", {
      id,
      course_id: courseId,
      parent_id: parent,
      position,
      kind: "text",
      duration_minutes: 5,
      i18n: lessonI18n({ title: w.title.pl, text: w.text.pl }, { title: w.title.en, text: w.text.en }),
    });
  const presentation = (id: string, w: SlidesWords, parent: string | null, position: number) =>
    insertJson(tx, "lessons", {
      id,
      course_id: courseId,
      parent_id: parent,
      position,
      kind: "presentation",
      duration_minutes: 6,
      i18n: lessonI18n({ title: w.title.pl, slides: w.slides.pl }, { title: w.title.en, slides: w.slides.en }),
    });
  const resource = (lessonId: string, name: string, content: string, lang: string | null = null) =>
    insertJson(tx, "resources", {
      id: `${lessonId}-r-${name.replace(/[^a-z0-9]/gi, "").toLowerCase()}`,
      lesson_id: lessonId,
      lang,
      name,
      mime_type: "text/plain; charset=utf-8",
      content: new TextEncoder().encode(content),
    });

  // The introduction course has every kind of lesson, with words of its own; the others a recording, a reading
  // and a presentation.
  const intro = introLessons;
  await video(`${courseId}-l1`, full ? intro.l1 : words.video, null, 1);
  await resource(`${courseId}-l1`, "notatki.txt", "Notatki do lekcji / Lesson notes\n");
  await text(`${courseId}-l2`, full ? intro.l2 : words.reading, null, 2);
  await presentation(`${courseId}-l3`, full ? intro.l3 : words.slides, null, 3);
  if (!full) return;
  await resource(`${courseId}-l1`, "checklista.txt", "1. Obejrzyj / Watch\n2. Zanotuj / Note\n");
  await resource(`${courseId}-l3`, "slajdy.txt", "Slajdy / Slides\n");
  // Lesson 4 has sub-lessons; lesson 5 is a quiz; lesson 6 an internal test.
  await insertJson(tx, "lessons", {
    id: `${courseId}-l4`,
    course_id: courseId,
    parent_id: null,
    position: 4,
    kind: "text",
    duration_minutes: 10,
    i18n: lessonI18n(
      { title: intro.l4.title.pl, text: intro.l4.text.pl },
      { title: intro.l4.title.en, text: intro.l4.text.en },
    ),
  });
  await video(`${courseId}-l4-s1`, intro.l4s1, `${courseId}-l4`, 1);
  await resource(`${courseId}-l4-s1`, "cwiczenie.txt", "Ćwiczenie / Exercise\n");
  await presentation(`${courseId}-l4-s2`, intro.l4s2, `${courseId}-l4`, 2);
  const subTest = genericQuestions(`${courseId}-l4-s3`, hasEn).slice(0, 2);
  await insertJson(tx, "lessons", {
    id: `${courseId}-l4-s3`,
    course_id: courseId,
    parent_id: `${courseId}-l4`,
    position: 3,
    kind: "internal-test",
    duration_minutes: 4,
    i18n: lessonI18n(
      { title: intro.l4s3.title.pl, questions: subTest.map((x) => x.pl) },
      { title: intro.l4s3.title.en, questions: subTest.map((x) => x.en) },
    ),
    answer_key: Object.fromEntries(Object.entries(genericKey(`${courseId}-l4-s3`)).slice(0, 2)),
  });
  const quiz = genericQuestions(`${courseId}-l5`, hasEn).slice(0, 2);
  await insertJson(tx, "lessons", {
    id: `${courseId}-l5`,
    course_id: courseId,
    parent_id: null,
    position: 5,
    kind: "quiz",
    duration_minutes: 3,
    i18n: lessonI18n(
      { title: intro.l5.title.pl, questions: quiz.map((x) => x.pl) },
      { title: intro.l5.title.en, questions: quiz.map((x) => x.en) },
    ),
    answer_key: Object.fromEntries(Object.entries(genericKey(`${courseId}-l5`)).slice(0, 2)),
  });
  const test = genericQuestions(`${courseId}-l6`, hasEn);
  await insertJson(tx, "lessons", {
    id: `${courseId}-l6`,
    course_id: courseId,
    parent_id: null,
    position: 6,
    kind: "internal-test",
    duration_minutes: 6,
    i18n: lessonI18n(
      { title: intro.l6.title.pl, questions: test.map((x) => x.pl) },
      { title: intro.l6.title.en, questions: test.map((x) => x.en) },
    ),
    answer_key: genericKey(`${courseId}-l6`),
  });
}

/** "zadania" or "zadań" after a count of more than one, by Polish plural rules (2-4, 22-24… take "zadania"). */
function polishTasks(count: number): string {
  return new Intl.PluralRules("pl").select(count) === "few" ? "zadania" : "zadań";
}

async function seedExam(tx: Queryable, courseId: string, taskCount: number) {
  await insertJson(tx, "exams", {
    course_id: courseId,
    i18n: {
      // One task is spoken of as one (the overview shows this text as it is).
      pl: {
        title: "Praca końcowa",
        description:
          taskCount === 1
            ? "Wykonaj zadanie i wyślij odpowiedź. Ocena trwa do 3 dni roboczych."
            : `Wykonaj ${taskCount} ${polishTasks(taskCount)} i wyślij odpowiedzi. Ocena trwa do 3 dni roboczych.`,
      },
      en: {
        title: "Final work",
        description:
          taskCount === 1
            ? "Complete the task and send your answer. Review takes up to 3 business days."
            : `Complete the ${taskCount} tasks and send your answers. Review takes up to 3 business days.`,
      },
    },
  });
  const tasks = [
    [["text", "links", "files"], "Opisz swój projekt", "Describe your project"],
    [["links"], "Pokaż wideo z prezentacją", "Show a video of your presentation"],
    [["files", "text"], "Dołącz raport", "Attach a report"],
  ] as const;
  for (let i = 0; i < taskCount; i++) {
    const [types, pl, en] = tasks[i] as (typeof tasks)[number];
    await insertJson(tx, "exam_tasks", {
      id: `${courseId}-task${i + 1}`,
      course_id: courseId,
      position: i + 1,
      answer_types: [...types],
      i18n: {
        pl: { title: pl, description: `${pl}. Maksymalnie 5000 znaków.` },
        en: { title: en, description: `${en}. At most 5000 characters.` },
      },
    });
  }
}

async function seedTools(tx: Queryable) {
  await seedDemoTools(tx);
  const filters: [string, string, [string, string]][] = [
    ...Object.entries(domainLabels).map(([v, l]) => ["domainCategories", v, l] as [string, string, [string, string]]),
    ...Object.entries(businessLabels).map(
      ([v, l]) => ["businessCategories", v, l] as [string, string, [string, string]],
    ),
    ...Object.entries(partnerCategories).map(
      ([v, l]) => ["partnerCategories", v, l] as [string, string, [string, string]],
    ),
    ["licenceTypes", "freemium", ["Freemium", "Freemium"]],
    ["licenceTypes", "paid", ["Płatne", "Paid"]],
    ["ranks", "1", ["Ranga 1", "Rank 1"]],
    ["ranks", "2", ["Ranga 2", "Rank 2"]],
    ["ranks", "3", ["Ranga 3", "Rank 3"]],
    ["modulesTypes", "all", ["Wszystkie", "All"]],
    ["modulesTypes", "available", ["Dostępne", "Available"]],
    ["modulesTypes", "unavailable", ["Niedostępne", "Unavailable"]],
    ["modulesTypes", "completed", ["Ukończone", "Completed"]],
    ["moduleCourseTypes", "all", ["Wszystkie", "All"]],
    ["moduleCourseTypes", "closed-test", ["Z testem", "With a test"]],
    ["moduleCourseTypes", "final-work", ["Z pracą końcową", "With a final work"]],
    ["toolSort", "name", ["Nazwa", "Name"]],
  ];
  for (const [i, [kind, value, [pl, en]]] of filters.entries()) {
    await insertJson(tx, "filter_options", {
      kind,
      value,
      position: i,
      i18n: { pl: { label: pl }, en: { label: en } },
    });
  }
}

async function seedPartnersCommunityPages(tx: Queryable) {
  await seedPartnersCommunityAbout(tx, insertJson, cover);
  await insertJson(tx, "pages", {
    key: "onboarding",
    i18n: {
      pl: {
        title: "Witaj w Campus",
        intro: "Trzy kroki na dobry początek.",
        steps: [
          { _id: "o1", title: "Wybierz program", body: "Zacznij od programu Podstawy AI.", image: cover(0) },
          { _id: "o2", title: "Ucz się codziennie", body: "Pięć minut dziennie buduje serię.", image: cover(1) },
          { _id: "o3", title: "Dołącz do społeczności", body: "Zadawaj pytania na Discordzie.", image: cover(2) },
        ],
      },
      en: {
        title: "Welcome to Campus",
        intro: "Three steps for a good start.",
        steps: [
          { _id: "o1", title: "Pick a program", body: "Start with the AI foundations program.", image: cover(0) },
          { _id: "o2", title: "Learn every day", body: "Five minutes a day builds a streak.", image: cover(1) },
          { _id: "o3", title: "Join the community", body: "Ask questions on Discord.", image: cover(2) },
        ],
      },
    },
  });
  await insertJson(tx, "pages", {
    key: "rank-stages",
    i18n: {
      pl: {
        note: "Utrzymanie rangi wymaga aktywnej subskrypcji.",
        stages: [
          { stage: 1, title: "Nowicjusz", description: "Ukończ onboarding, aby odblokować Campus." },
          { stage: 2, title: "Słuchacz", description: "Pełny dostęp do kursów i uniwersytetu." },
          { stage: 3, title: "Ekspert", description: "Programy zaawansowane." },
        ],
      },
      en: {
        note: "Keeping a rank needs an active subscription.",
        stages: [
          { stage: 1, title: "Newcomer", description: "Finish onboarding to unlock Campus." },
          { stage: 2, title: "Learner", description: "Full access to courses and the university." },
          { stage: 3, title: "Expert", description: "Advanced programs." },
        ],
      },
    },
  });
}
