import { useEffect } from "react";
import { Outlet } from "react-router";
import { resetConnectionAttempts } from "../frame";

/**
 * Where the pages render inside the shell. A page that fails to load is replaced by the error page (the
 * route's error boundary) while the shell stays; a page that renders starts the connection attempts anew.
 */
export function PageOutlet() {
  useEffect(() => resetConnectionAttempts(), []);
  return <Outlet />;
}
