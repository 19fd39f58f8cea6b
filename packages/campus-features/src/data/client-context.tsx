import { createContext, useContext } from "react";
import type { CampusClient } from "../api";

export const CampusClientContext = createContext<CampusClient | null>(null);

/** The campus's one API client, provided by `CampusSWRConfig`. */
export function useCampusClient(): CampusClient {
  const client = useContext(CampusClientContext);
  if (!client) throw new Error("useCampusClient needs a <CampusSWRConfig client={...}> above it.");
  return client;
}
