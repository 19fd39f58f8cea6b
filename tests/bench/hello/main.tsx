// The bundle benchmark's baseline (tests/bench/bundle.mjs): React 19 and react-router 7's data router with one
// route, mounted the way apps/campus/src/main.tsx mounts the campus. Its entry is what any such app pays.
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router";

function Hello() {
  return <p>Hello</p>;
}

const router = createBrowserRouter([{ path: "/", Component: Hello }]);

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element.");
createRoot(root).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
