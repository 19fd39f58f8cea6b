import { type AnswerOf, EXAM_LIMITS, type ExamAnswer, type ExamSubmit } from "@campus/contract";

/**
 * Contract-typed answers of the final-work page (`exam`, `createExamSubmit`, `updateExamSubmit`), shaped like
 * the demo seed's "Projekt: asystent AI" (one task) and "Projekt: kampania z AI" (three tasks).
 */
const limits = { ...EXAM_LIMITS, fileFormats: [...EXAM_LIMITS.fileFormats] };

const taskDescribe = {
  _id: "c-final-single-task1",
  title: "Opisz swój projekt",
  description: "Opisz asystenta AI, którego zbudowałeś: do czego służy, jak działa i czego się przy nim nauczyłeś.",
  answerTypes: ["text", "links", "files"] as ExamAnswer["tasks"][number]["answerTypes"],
};

export const examSingle: ExamAnswer = {
  _id: "c-final-single",
  courseId: "c-final-single",
  courseTitle: "Projekt: asystent AI",
  programId: "p-foundations",
  programTitle: "Podstawy AI",
  title: "Praca końcowa",
  description: "Wykonaj zadanie i wyślij odpowiedź. Ocena trwa do 3 dni roboczych.",
  reviewBusinessDays: 3,
  isSingleTask: true,
  limits,
  tasks: [taskDescribe],
  submitData: [],
  isSubmittedByUser: false,
};

export const examSingleEn: ExamAnswer = {
  ...examSingle,
  courseTitle: "Project: an AI assistant",
  programTitle: "AI foundations",
  title: "Final work",
  description: "Complete the task and send your answer. Review takes up to 3 business days.",
  tasks: [
    {
      ...taskDescribe,
      title: "Describe your project",
      description: "Describe the AI assistant you built: what it is for, how it works and what you learned.",
    },
  ],
};

export const examMulti: ExamAnswer = {
  ...examSingle,
  _id: "c-final-multi",
  courseId: "c-final-multi",
  courseTitle: "Projekt: kampania z AI",
  description: "Trzy zadania: badanie, treści i raport. Każde oceniamy osobno, w ciągu 3 dni roboczych.",
  isSingleTask: false,
  tasks: [
    {
      _id: "c-final-multi-task1",
      title: "Opisz swój projekt",
      description: "Opisz kampanię: cel, odbiorców i narzędzia AI, których użyłeś.",
      answerTypes: ["text", "links", "files"],
    },
    {
      _id: "c-final-multi-task2",
      title: "Pokaż wideo z prezentacją",
      description: "Nagraj krótką prezentację kampanii i wklej link do nagrania.",
      answerTypes: ["links"],
    },
    {
      _id: "c-final-multi-task3",
      title: "Dołącz raport",
      description: "Dołącz raport z wynikami kampanii i krótko go podsumuj.",
      answerTypes: ["files", "text"],
    },
  ],
};

const at = "2026-11-20T10:00:00.000Z";
export const submission = (over: Partial<ExamSubmit> = {}): ExamSubmit => ({
  _id: "submit-1",
  examTaskId: "c-final-single-task1",
  status: "pending",
  text: "<p>Mój asystent <strong>odpowiada na pytania</strong> klientów sklepu.</p><ul><li>Zna ofertę</li><li>Mówi po polsku</li></ul>",
  links: ["https://youtu.be/dQw4w9WgXcQ"],
  files: [{ _id: "file-1", name: "opis-asystenta.pdf", mimeType: "application/pdf", size: 245_760 }],
  feedback: null,
  createdAt: at,
  updatedAt: at,
  ...over,
});

const feedback =
  "Dobry początek, ale brakuje opisu, jak asystent radzi sobie z pytaniami spoza oferty. Dodaj też przykład rozmowy.";

export const examSinglePending: ExamAnswer = { ...examSingle, submitData: [submission()], isSubmittedByUser: true };
export const examSingleApproved: ExamAnswer = {
  ...examSingle,
  submitData: [submission({ status: "approved", feedback: "Świetna praca, gratulacje!" })],
  isSubmittedByUser: true,
};
export const examSingleRejected: ExamAnswer = {
  ...examSingle,
  submitData: [submission({ status: "rejected", feedback })],
  isSubmittedByUser: true,
};

/** The three-task work with the first task approved and the second waiting for review. */
export const examMultiStarted: ExamAnswer = {
  ...examMulti,
  submitData: [
    submission({ _id: "submit-m1", examTaskId: "c-final-multi-task1", status: "approved" }),
    submission({
      _id: "submit-m2",
      examTaskId: "c-final-multi-task2",
      text: null,
      files: [],
      updatedAt: "2026-11-21T10:00:00.000Z",
    }),
  ],
  isSubmittedByUser: true,
};

const longWords =
  "Przeprowadź szczegółowe badanie konkurencyjności przedsiębiorstw województwa świętokrzyskiego i zaproponuj wykorzystanie sztucznej inteligencji w ich komunikacji";

/** Long Polish texts everywhere a text can be long. */
export const examLongText: ExamAnswer = {
  ...examMulti,
  courseTitle: `Projekt: kompleksowa kampania marketingowa z wykorzystaniem sztucznej inteligencji dla przedsiębiorstw`,
  title: "Praca końcowa: kompleksowa kampania marketingowa z wykorzystaniem narzędzi sztucznej inteligencji",
  description: `${longWords}. ${longWords}. Niezbędne jest uwzględnienie uwarunkowań prawnych i etycznych.`,
  tasks: examMulti.tasks.map((task) => ({
    ...task,
    title: `${task.title}: ${longWords}`,
    description: `${longWords}.`,
  })),
};

/** What the API answers a sent answer with. */
export const sentAnswer = (submit: ExamSubmit): AnswerOf<"createExamSubmit"> => ({
  success: true,
  message: "Answer sent",
  submit,
  errors: {},
});

/** A refusal with errors keyed by link (SPEC section 5), as the API sends it with status 422. */
export const refusedAnswer = (errors: Record<string, string>): AnswerOf<"createExamSubmit"> => ({
  success: false,
  message: "Error sending answer",
  submit: null,
  errors,
});

/** The answer approved after one correction: the first answer and its feedback stay readable in the history. */
export const examSingleApprovedWithHistory: ExamAnswer = {
  ...examSingle,
  submitData: [
    submission({
      status: "approved",
      feedback: "Teraz jest kompletnie. Gratulacje!",
      text: "<p>Mój asystent odpowiada na pytania klientów. <em>Przykład rozmowy</em> poniżej.</p>",
      updatedAt: "2026-11-23T10:00:00.000Z",
      history: [
        {
          _id: "version-1",
          status: "rejected",
          text: "<p>Mój asystent odpowiada na pytania klientów.</p>",
          links: ["https://youtu.be/dQw4w9WgXcQ"],
          files: [{ name: "szkic.pdf", mimeType: "application/pdf", size: 102_400 }],
          feedback,
          reviewedAt: "2026-11-21T12:00:00.000Z",
        },
      ],
    }),
  ],
  isSubmittedByUser: true,
};

/** Rejected a second time: the current feedback beside the correction, the first one in the history. */
export const examSingleRejectedAgain: ExamAnswer = {
  ...examSingle,
  submitData: [
    submission({
      status: "rejected",
      feedback: "Przykład rozmowy jest dobry, ale opis działania jest za krótki.",
      history: examSingleApprovedWithHistory.submitData[0]?.history ?? [],
    }),
  ],
  isSubmittedByUser: true,
};
