/**
 * What the demo courses' lessons say, in Polish and English: titles, the notes beside each recording, the
 * readings (with headings, lists and prompts to save, as `lesson-text` reads them) and the slides' texts.
 * Ids and kinds stay as `demo.ts` makes them; only the words live here.
 */

type Both<V> = { pl: V; en: V };

/** A recording: its title and the notes shown beside it. */
export interface VideoWords {
  title: Both<string>;
  text: Both<string>;
}
/** A reading: its title and text. */
export interface TextWords {
  title: Both<string>;
  text: Both<string>;
}
/** A presentation: its title and each slide's text (read as the slide's description). */
export interface SlidesWords {
  title: Both<string>;
  slides: Both<string[]>;
}

/** The three lessons every demo course has: a recording, a reading and a presentation. */
export interface CourseLessonWords {
  video: VideoWords;
  reading: TextWords;
  slides: SlidesWords;
}

const both = <V>(pl: V, en: V): Both<V> => ({ pl, en });

/** The introduction course (`c-intro`), the one with every kind of lesson. */
export const introLessons = {
  l1: {
    title: both("Czym jest sztuczna inteligencja?", "What is artificial intelligence?"),
    text: both(
      "Obejrzyj nagranie i zanotuj najważniejsze myśli.\n\nZwróć uwagę, czym model różni się od zwykłego programu: program wykonuje reguły, które ktoś zapisał, a model uczy się reguł z przykładów.\n\n## Po obejrzeniu\n- Czym jest model?\n- Skąd model „wie”, co odpowiedzieć?\n- Gdzie już dziś korzystasz z AI, nie wiedząc o tym?",
      "Watch the recording and note the key ideas.\n\nNotice how a model differs from an ordinary program: a program follows rules someone wrote down, while a model learns its rules from examples.\n\n## After watching\n- What is a model?\n- How does a model “know” what to answer?\n- Where do you already use AI without noticing?",
    ),
  },
  l2: {
    title: both("Jak uczą się modele", "How models learn"),
    text: both(
      [
        "Model językowy nie ma w środku encyklopedii. Uczy się na ogromnej liczbie tekstów, jakie słowo najczęściej pojawia się po innych, i na tej podstawie przewiduje kolejne słowa odpowiedzi.",
        "# Trzy kroki uczenia",
        "1. Zbieramy przykłady: teksty, obrazy albo nagrania.\n2. Model szuka w nich wzorców i poprawia się po każdym błędzie.\n3. Sprawdzamy, jak radzi sobie z danymi, których wcześniej nie widział.",
        "## Dlaczego model czasem zmyśla",
        "Model przewiduje, co brzmi prawdopodobnie, a nie to, co jest prawdą. Dlatego ważne fakty, liczby i cytaty zawsze sprawdzaj w źródłach. Taką pomyłkę modelu nazywamy halucynacją.",
        "## Spróbuj samodzielnie",
        "Skopiuj prompt do wybranego narzędzia AI albo zapisz go w swoim Promptbooku:",
        "```prompt\nJesteś doświadczonym nauczycielem. Wyjaśnij mi w trzech zdaniach, czym jest model językowy, i podaj jeden przykład z codziennego życia.\n```",
      ].join("\n\n"),
      [
        "A language model holds no encyclopaedia inside. It learns from a vast number of texts which word most often follows others, and from that it predicts the next words of its answer.",
        "# Three steps of learning",
        "1. We collect examples: texts, images or recordings.\n2. The model looks for patterns in them and improves after every mistake.\n3. We check how it copes with data it has never seen.",
        "## Why a model sometimes makes things up",
        "A model predicts what sounds likely, not what is true. So always check important facts, figures and quotes in the sources. Such a mistake of a model is called a hallucination.",
        "## Try it yourself",
        "Copy the prompt into an AI tool of your choice, or save it to your Promptbook:",
        "```prompt\nYou are an experienced teacher. Explain in three sentences what a language model is, and give one example from everyday life.\n```",
      ].join("\n\n"),
    ),
  },
  l3: {
    title: both("Krótka historia AI", "A short history of AI"),
    slides: both(
      [
        "1956: na konferencji w Dartmouth pierwszy raz pada nazwa „sztuczna inteligencja”.",
        "2012: sieci neuronowe zaczynają rozpoznawać obrazy lepiej niż wcześniejsze metody.",
        "2022: modele językowe trafiają do codziennej pracy milionów ludzi.",
      ],
      [
        "1956: the name “artificial intelligence” is first used at a conference in Dartmouth.",
        "2012: neural networks begin to recognise images better than earlier methods.",
        "2022: language models reach the daily work of millions of people.",
      ],
    ),
  },
  l4: {
    title: both("Praca z AI krok po kroku", "Working with AI step by step"),
    text: both(
      "Ta lekcja ma trzy części: jak zadawać modelowi dobre pytania, jak sprawdzać jego odpowiedzi i krótki sprawdzian. Przejdź je po kolei.",
      "This lesson has three parts: how to ask a model good questions, how to check its answers, and a short check. Take them in order.",
    ),
  },
  l4s1: {
    title: both("Dobre pytania do modelu", "Good questions for a model"),
    text: both(
      "Dobry prompt mówi, kim model ma być, co ma zrobić, dla kogo i w jakiej formie.\n\n```prompt\nJesteś redaktorem. Popraw poniższy tekst tak, aby był zrozumiały dla osoby spoza branży. Zachowaj długość i odpowiedz samym tekstem.\n\n[wklej tekst]\n```",
      "A good prompt says who the model should be, what it should do, for whom and in what form.\n\n```prompt\nYou are an editor. Rewrite the text below so that someone outside the field understands it. Keep its length and answer with the text only.\n\n[paste the text]\n```",
    ),
  },
  l4s2: {
    title: both("Sprawdzanie odpowiedzi", "Checking the answers"),
    slides: both(
      [
        "Zapytaj model o źródła i sprawdź, czy naprawdę istnieją.",
        "Porównaj liczby i daty z oficjalnymi danymi.",
        "Przeczytaj odpowiedź krytycznie: czy na pewno odpowiada na Twoje pytanie?",
      ],
      [
        "Ask the model for its sources and check that they really exist.",
        "Compare figures and dates with official data.",
        "Read the answer critically: does it really answer your question?",
      ],
    ),
  },
  l4s3: { title: both("Sprawdź się", "Check yourself") },
  l5: { title: both("Quiz: pojęcia", "Quiz: terms") },
  l6: { title: both("Test wewnętrzny", "Internal test") },
} as const;

const course = (
  video: [string, string, string, string],
  reading: [string, string, string, string],
  slides: [string, string, string[], string[]],
): CourseLessonWords => ({
  video: { title: both(video[0], video[1]), text: both(video[2], video[3]) },
  reading: { title: both(reading[0], reading[1]), text: both(reading[2], reading[3]) },
  slides: { title: both(slides[0], slides[1]), slides: both(slides[2], slides[3]) },
});

/** The lessons of every other demo course, by course id. */
export const courseLessons: Record<string, CourseLessonWords> = {
  "c-prompting": course(
    [
      "Anatomia dobrego promptu",
      "The anatomy of a good prompt",
      "Obejrzyj, z czego składa się dobry prompt: rola, zadanie, kontekst i oczekiwany format odpowiedzi.",
      "Watch what a good prompt is made of: a role, a task, context and the expected form of the answer.",
    ],
    [
      "Przykłady zamiast opisów",
      "Examples instead of descriptions",
      "Model najlepiej rozumie, czego chcesz, gdy pokażesz mu przykład.\n\n- Podaj jeden lub dwa wzorcowe przykłady.\n- Powiedz, czym odpowiedź ma się od nich różnić.\n- Poproś o kilka wersji do wyboru.\n\n```prompt\nOto dwa przykłady opisów produktów w naszym stylu: [przykład 1], [przykład 2]. Napisz w tym samym stylu opis produktu: [produkt].\n```",
      "A model understands best what you want when you show it an example.\n\n- Give one or two model examples.\n- Say how the answer should differ from them.\n- Ask for a few versions to choose from.\n\n```prompt\nHere are two product descriptions in our style: [example 1], [example 2]. Write a description of [product] in the same style.\n```",
    ],
    [
      "Poprawianie odpowiedzi w rozmowie",
      "Refining an answer in conversation",
      [
        "Pierwsza odpowiedź to szkic.",
        "Wskaż, co zmienić, zamiast pisać wszystko od nowa.",
        "Na koniec poproś o wersję ostateczną.",
      ],
      [
        "The first answer is a draft.",
        "Say what to change instead of starting again.",
        "Finally, ask for the final version.",
      ],
    ],
  ),
  "c-final-single": course(
    [
      "Czym jest asystent AI",
      "What an AI assistant is",
      "Zobacz, jak działa asystent, który zna instrukcję i dokumenty Twojego zespołu.",
      "See how an assistant that knows your team's instructions and documents works.",
    ],
    [
      "Instrukcja dla asystenta",
      "Instructions for the assistant",
      "Instrukcja mówi asystentowi, komu pomaga, czego ma unikać i jak ma odpowiadać.\n\n1. Opisz użytkowników asystenta.\n2. Wypisz zadania, w których pomaga.\n3. Dodaj zasady: ton, długość, czego nie robić.",
      "The instructions tell the assistant whom it helps, what to avoid and how to answer.\n\n1. Describe the assistant's users.\n2. List the tasks it helps with.\n3. Add rules: tone, length, what not to do.",
    ],
    [
      "Jak opisać projekt",
      "How to describe the project",
      ["Problem, który rozwiązuje asystent.", "Jak go zbudowałeś.", "Co działa, a co poprawisz."],
      ["The problem the assistant solves.", "How you built it.", "What works and what you will improve."],
    ],
  ),
  "c-final-multi": course(
    [
      "Plan kampanii z AI",
      "Planning a campaign with AI",
      "Obejrzyj, jak podzielić kampanię na badanie, treści i raport oraz gdzie w każdym etapie pomaga AI.",
      "Watch how to split a campaign into research, content and a report, and where AI helps at each stage.",
    ],
    [
      "Badanie odbiorców",
      "Researching the audience",
      "Zacznij od ludzi, do których mówisz.\n\n```prompt\nNa podstawie poniższych opinii klientów wypisz pięć najczęstszych potrzeb i trzy obawy. Przy każdej podaj cytat.\n\n[wklej opinie]\n```",
      "Start with the people you speak to.\n\n```prompt\nFrom the customer reviews below, list the five most common needs and three worries. Give a quote for each.\n\n[paste the reviews]\n```",
    ],
    [
      "Raport z wynikami",
      "A report of the results",
      ["Cel i wskaźniki.", "Wyniki na wykresach.", "Wnioski na następną kampanię."],
      ["Goal and measures.", "Results in charts.", "Lessons for the next campaign."],
    ],
  ),
  "c-automation": course(
    [
      "Co warto automatyzować",
      "What is worth automating",
      "Zobacz, jak rozpoznać zadania powtarzalne, które zajmują najwięcej czasu.",
      "See how to spot the repetitive tasks that take the most time.",
    ],
    [
      "Wyzwalacz, kroki, wynik",
      "Trigger, steps, result",
      "Każda automatyzacja ma wyzwalacz (np. nowy e-mail), kroki (np. streszczenie przez AI) i wynik (np. zadanie w kalendarzu).\n\n- Zacznij od jednego prostego przepływu.\n- Sprawdzaj wyniki przez pierwszy tydzień.",
      "Every automation has a trigger (e.g. a new email), steps (e.g. a summary by AI) and a result (e.g. a task in the calendar).\n\n- Start with one simple flow.\n- Check the results for the first week.",
    ],
    [
      "Błędy w automatyzacjach",
      "When automations fail",
      ["Powiadomienie o błędzie.", "Ręczna ścieżka awaryjna.", "Przegląd raz w miesiącu."],
      ["An alert when something fails.", "A manual fallback.", "A monthly review."],
    ],
  ),
  "c-office": course(
    [
      "AI w dokumentach",
      "AI in documents",
      "Obejrzyj, jak przygotować szkic pisma, streszczenie i notatkę ze spotkania.",
      "Watch how to draft a letter, a summary and meeting notes.",
    ],
    [
      "Arkusze bez formuł na pamięć",
      "Spreadsheets without memorised formulas",
      "Opisz słowami, co chcesz policzyć, a AI podpowie formułę.\n\n```prompt\nMam w kolumnie A daty, a w kolumnie B kwoty. Napisz formułę, która zsumuje kwoty z bieżącego miesiąca, i wyjaśnij ją w jednym zdaniu.\n```",
      "Describe in words what you want to calculate, and AI suggests the formula.\n\n```prompt\nColumn A holds dates and column B amounts. Write a formula that sums this month's amounts and explain it in one sentence.\n```",
    ],
    [
      "Poczta pod kontrolą",
      "Email under control",
      ["Streszczenia długich wątków.", "Szkice odpowiedzi do poprawienia.", "Reguły, które porządkują skrzynkę."],
      ["Summaries of long threads.", "Draft replies to edit.", "Rules that tidy the inbox."],
    ],
  ),
  "c-strategy": course(
    [
      "Po co firmie strategia AI",
      "Why a company needs an AI strategy",
      "Zobacz, dlaczego pojedyncze narzędzia nie wystarczą i jak połączyć je z celami firmy.",
      "See why single tools are not enough and how to tie them to the company's goals.",
    ],
    [
      "Mapa zastosowań",
      "A map of uses",
      "Wypisz procesy firmy i oceń każdy w dwóch wymiarach: ile zyskasz dzięki AI i jak trudne jest wdrożenie.\n\n1. Szybkie zwycięstwa: duży zysk, małe ryzyko.\n2. Projekty strategiczne: duży zysk, większy wysiłek.\n3. Reszta poczeka.",
      "List the company's processes and rate each on two axes: how much AI would gain and how hard it is to introduce.\n\n1. Quick wins: high gain, low risk.\n2. Strategic projects: high gain, more effort.\n3. The rest can wait.",
    ],
    [
      "Plan wdrożenia",
      "The rollout plan",
      ["Pilotaż w jednym zespole.", "Mierzenie efektów.", "Szkolenia i zasady dla wszystkich."],
      ["A pilot in one team.", "Measuring the effects.", "Training and rules for everyone."],
    ],
  ),
  "c-teams": course(
    [
      "Zespół, który pracuje z AI",
      "A team that works with AI",
      "Obejrzyj, jak zmieniają się role w zespole, gdy część pracy przejmuje AI.",
      "Watch how roles in a team change when AI takes over part of the work.",
    ],
    [
      "Wspólne zasady",
      "Shared rules",
      "Ustalcie razem, do czego używacie AI, jakich danych nie wklejacie do narzędzi i kto sprawdza wyniki.\n\n- Zapiszcie zasady w jednym miejscu.\n- Wracajcie do nich co kwartał.",
      "Agree together what you use AI for, which data never goes into the tools, and who checks the results.\n\n- Write the rules down in one place.\n- Revisit them every quarter.",
    ],
    [
      "Dzielenie się promptami",
      "Sharing prompts",
      ["Wspólna biblioteka promptów.", "Opis, do czego służy każdy prompt.", "Przykład dobrej odpowiedzi."],
      ["A shared prompt library.", "What each prompt is for.", "An example of a good answer."],
    ],
  ),
  "c-agents": course(
    [
      "Czym jest agent AI",
      "What an AI agent is",
      "Zobacz, czym agent różni się od czatu: sam planuje kroki i korzysta z narzędzi.",
      "See how an agent differs from a chat: it plans its steps and uses tools.",
    ],
    [
      "Projektowanie agenta",
      "Designing an agent",
      "Agent potrzebuje celu, narzędzi i granic.\n\n1. Cel: co ma osiągnąć.\n2. Narzędzia: z czego może korzystać.\n3. Granice: czego nie wolno mu zrobić bez zgody człowieka.",
      "An agent needs a goal, tools and limits.\n\n1. Goal: what it should achieve.\n2. Tools: what it may use.\n3. Limits: what it must not do without a person's approval.",
    ],
    [
      "Nadzór nad agentem",
      "Supervising an agent",
      ["Dziennik działań agenta.", "Zatwierdzanie ważnych kroków.", "Testy na przykładowych zadaniach."],
      ["A log of the agent's actions.", "Approving important steps.", "Tests on sample tasks."],
    ],
  ),
  "c-finetune": course(
    [
      "Kiedy dostrajać model",
      "When to fine-tune a model",
      "Obejrzyj, kiedy wystarczy dobry prompt, a kiedy warto dostroić model na własnych danych.",
      "Watch when a good prompt is enough and when fine-tuning on your own data pays off.",
    ],
    [
      "Przygotowanie danych",
      "Preparing the data",
      "Jakość danych decyduje o jakości modelu.\n\n- Usuń dane osobowe.\n- Zadbaj o spójny format przykładów.\n- Odłóż część przykładów do testów.",
      "The quality of the data decides the quality of the model.\n\n- Remove personal data.\n- Keep the examples in one format.\n- Set some examples aside for testing.",
    ],
    [
      "Ocena dostrojonego modelu",
      "Evaluating a fine-tuned model",
      ["Porównanie z modelem bazowym.", "Testy na nowych przykładach.", "Ocena przez ekspertów."],
      ["A comparison with the base model.", "Tests on new examples.", "Review by experts."],
    ],
  ),
  "c-leadership": course(
    [
      "Lider w erze AI",
      "A leader in the AI era",
      "Zobacz, jak rozmawiać z zespołem o zmianach, które przynosi AI.",
      "See how to talk with your team about the changes AI brings.",
    ],
    [
      "Decyzje z pomocą AI",
      "Decisions with the help of AI",
      "AI pomaga zebrać argumenty i scenariusze, ale decyzja i odpowiedzialność zostają po stronie człowieka.\n\n```prompt\nPrzedstaw trzy scenariusze wdrożenia tej zmiany w zespole wraz z ryzykami każdego z nich: [opis zmiany]\n```",
      "AI helps gather arguments and scenarios, but the decision and the responsibility stay with people.\n\n```prompt\nSet out three scenarios for introducing this change in the team, with the risks of each: [describe the change]\n```",
    ],
    [
      "Rozwój kompetencji zespołu",
      "Growing the team's skills",
      ["Mapa umiejętności.", "Czas na naukę w kalendarzu.", "Mentorzy w zespole."],
      ["A map of skills.", "Time for learning in the calendar.", "Mentors in the team."],
    ],
  ),
};

/** Lessons of the courses about one topic each (`c-ethics`, `c-images`…), from the topic's own words. */
const topics: Record<string, { pl: [string, string, string]; en: [string, string, string] }> = {
  "c-polish-law": {
    pl: ["AI Act w pigułce", "RODO a narzędzia AI", "Obowiązki firmy"],
    en: ["The AI Act in brief", "GDPR and AI tools", "A company's duties"],
  },
  "c-ethics": {
    pl: ["Uprzedzenia w danych", "Przejrzystość decyzji", "Odpowiedzialność człowieka"],
    en: ["Bias in the data", "Transparent decisions", "Human responsibility"],
  },
  "c-images": {
    pl: ["Jak powstaje obraz z opisu", "Opisy, które działają", "Prawa do obrazów"],
    en: ["How an image comes from a description", "Descriptions that work", "Rights to images"],
  },
  "c-audio": {
    pl: ["Transkrypcja nagrań", "Głos syntetyczny", "Podcast z pomocą AI"],
    en: ["Transcribing recordings", "Synthetic voice", "A podcast with AI's help"],
  },
  "c-data": {
    pl: ["Pytania do danych", "Czyszczenie danych", "Wykresy, które coś mówią"],
    en: ["Asking the data questions", "Cleaning the data", "Charts that say something"],
  },
  "c-video": {
    pl: ["Scenariusz filmu", "Montaż z AI", "Napisy i tłumaczenia"],
    en: ["A video script", "Editing with AI", "Captions and translations"],
  },
  "c-research": {
    pl: ["Szukanie źródeł", "Streszczanie publikacji", "Weryfikacja faktów"],
    en: ["Finding sources", "Summarising papers", "Checking the facts"],
  },
  "c-writing": {
    pl: ["Od pomysłu do szkicu", "Redakcja i styl", "Własny głos w tekście"],
    en: ["From an idea to a draft", "Editing and style", "Your own voice in the text"],
  },
  "c-safety": {
    pl: ["Jakich danych nie wklejać", "Ustawienia prywatności", "Bezpieczne zasady w firmie"],
    en: ["Data you never paste", "Privacy settings", "Safe rules at work"],
  },
  "c-translation": {
    pl: ["Tłumaczenie maszynowe dziś", "Słowniczek i kontekst", "Korekta tłumaczenia"],
    en: ["Machine translation today", "Glossary and context", "Proofreading a translation"],
  },
  "c-presentations": {
    pl: ["Plan prezentacji", "Slajdy z AI", "Wystąpienie bez stresu"],
    en: ["Planning a presentation", "Slides with AI", "Presenting without stress"],
  },
};

for (const [id, { pl, en }] of Object.entries(topics)) {
  courseLessons[id] = course(
    [
      pl[0],
      en[0],
      `Obejrzyj nagranie „${pl[0]}” i zanotuj trzy rzeczy, które możesz zastosować w swojej pracy.`,
      `Watch “${en[0]}” and note three things you can use in your work.`,
    ],
    [
      pl[1],
      en[1],
      `# ${pl[1]}\n\nPrzeczytaj, na co zwrócić uwagę, i wypróbuj to od razu na własnym przykładzie.\n\n- Zacznij od małego zadania.\n- Sprawdź wynik krytycznie.\n- Zapisz, co zadziałało.\n\n\`\`\`prompt\nPomóż mi zastosować temat „${pl[1]}” w mojej pracy. Zadaj mi najpierw trzy pytania o to, czym się zajmuję.\n\`\`\``,
      `# ${en[1]}\n\nRead what to look out for and try it straight away on an example of your own.\n\n- Start with a small task.\n- Check the result critically.\n- Note what worked.\n\n\`\`\`prompt\nHelp me apply “${en[1]}” in my work. First ask me three questions about what I do.\n\`\`\``,
    ],
    [
      pl[2],
      en[2],
      [`${pl[2]}: od czego zacząć.`, "Najczęstsze błędy.", "Lista kontrolna na koniec."],
      [`${en[2]}: where to start.`, "The most common mistakes.", "A checklist to finish."],
    ],
  );
}
