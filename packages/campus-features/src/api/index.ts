export { ApiError, type ApiErrorKind, isApiError } from "./api-error";
export {
  CampusClient,
  type CampusClientOptions,
  type ClientEvent,
  type ResultOf,
  type SessionEndReason,
} from "./client";
export { type CookieJar, documentCookies } from "./cookies";
export { type FileAnswer, fileNameOf } from "./file-answer";
export {
  type ArgsOf,
  addStaffCallRoutes,
  buildRequest,
  type CallOptions,
  type CallRequest,
  type CallRest,
} from "./request";
export { REFRESH_TIMEOUT_MS } from "./session-refresh";
