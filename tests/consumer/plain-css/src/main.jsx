import "@campus/design-system/styles-no-reset.css";
import { Button } from "@campus/design-system";
import { TextField } from "@campus/design-system/components/text-field";
import { applyTheme, readStoredTheme } from "@campus/design-system/theme";
import { createRoot } from "react-dom/client";

applyTheme(readStoredTheme());

createRoot(document.getElementById("root")).render(
  <main style={{ padding: "1.5rem" }}>
    <TextField label="Imię" />
    <Button variant="secondary">Zapisz</Button>
  </main>,
);
