import { Button } from "@campus/design-system";
import { Badge } from "@campus/design-system/components/badge";
import { ProgressBar } from "@campus/design-system/components/progress-bar";
import { applyTheme, readStoredTheme, themeBootScript } from "@campus/design-system/theme";
import { createRoot } from "react-dom/client";
import "./main.css";

new Function(themeBootScript)();
applyTheme(readStoredTheme());

const root = document.getElementById("root");
if (!root) throw new Error("index.html lacks the #root element");

createRoot(root).render(
  <main className="bg-surface p-6 text-fg">
    <Badge variant="success">Ukończony</Badge>
    <ProgressBar label="Postęp kursu" value={40} />
    <Button variant="primary">Kontynuuj kurs</Button>
  </main>,
);
