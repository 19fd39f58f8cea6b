// The page benchmark's second baseline (tests/bench/pages.mjs): the campus's libraries and nothing of its own.
// React, react-router's data router, i18next with react-i18next, SWR, a react-aria-components button and
// tailwind-merge render one page from one call, mounted the way apps/campus/src/main.tsx mounts the campus. The
// campus's own code, styles, font and further calls are what a campus page adds to its figures.
import i18next from "i18next";
import { StrictMode } from "react";
import { Button } from "react-aria-components";
import { createRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next, useTranslation } from "react-i18next";
import { createBrowserRouter, RouterProvider } from "react-router";
import useSWR, { SWRConfig } from "swr";
import { twMerge } from "tailwind-merge";

type Courses = { name: string; courses: { id: string; title: string; description: string }[] };

await i18next.use(initReactI18next).init({
  lng: "pl",
  resources: { pl: { translation: { title: "Witaj, {{name}}!", intro: "Kontynuuj naukę.", more: "Więcej" } } },
  interpolation: { escapeValue: false },
});

function Courses() {
  const { t } = useTranslation();
  const { data } = useSWR<Courses>("/courses.json");
  if (!data) return <p>…</p>;
  return (
    <main className={twMerge("p-4", "p-6")} style={{ font: "16px Arial, sans-serif", padding: 24 }}>
      <h1 style={{ fontSize: 32 }}>{t("title", { name: data.name })}</h1>
      <p style={{ fontSize: 20 }}>{t("intro")}</p>
      {data.courses.map((course) => (
        <section key={course.id}>
          <h2>{course.title}</h2>
          <p>{course.description}</p>
          <Button>{t("more")}</Button>
        </section>
      ))}
    </main>
  );
}

const router = createBrowserRouter([{ path: "/", Component: Courses }]);
const fetcher = (url: string) => fetch(url).then((response) => response.json());

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element.");
createRoot(root).render(
  <StrictMode>
    <I18nextProvider i18n={i18next}>
      <SWRConfig value={{ fetcher }}>
        <RouterProvider router={router} />
      </SWRConfig>
    </I18nextProvider>
  </StrictMode>,
);
