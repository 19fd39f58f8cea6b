import { Button, ContrastSwitch, useTheme } from "@campus/design-system";
import { Badge } from "@campus/design-system/components/badge";
import { ProgressBar } from "@campus/design-system/components/progress-bar";
import { TextEditor } from "@campus/design-system/rich-text-editor";
import { useState } from "react";
import { createRoot } from "react-dom/client";
import "./main.css";

/** The rich-text editor, from its own entry, with its optional peers installed. */
function AnswerEditor() {
  const [text, setText] = useState("");
  return (
    <TextEditor
      label="Treść odpowiedzi"
      value={text}
      onChange={setText}
      maxLength={500}
      labels={{
        toolbar: "Formatowanie",
        bold: "Pogrubienie",
        italic: "Kursywa",
        bulletList: "Lista punktowana",
        orderedList: "Lista numerowana",
        link: "Link",
      }}
      linkDialog={{
        addTitle: "Dodaj link",
        editTitle: "Edytuj link",
        urlLabel: "Adres",
        saveLabel: "Zapisz",
        cancelLabel: "Anuluj",
        removeLabel: "Usuń link",
        invalidUrlMessage: "Nieprawidłowy adres URL",
        invalidEmailMessage: "Nieprawidłowy adres e-mail",
      }}
    />
  );
}

function App() {
  const { theme, setTheme } = useTheme();
  return (
    <main className="grid grid-cols-3 gap-6 bg-surface p-6 text-fg">
      <ContrastSwitch theme={theme} onChange={setTheme} label="Wysoki kontrast" />
      <Badge variant="success">Ukończony</Badge>
      <ProgressBar label="Postęp kursu" value={40} />
      <Button variant="primary">Kontynuuj kurs</Button>
      <AnswerEditor />
    </main>
  );
}

const root = document.getElementById("root");
if (!root) throw new Error("index.html lacks the #root element");
createRoot(root).render(<App />);
