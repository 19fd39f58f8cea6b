export { type CallKey, isCallKey, type KeyMatcher, listCalls, matchesKey } from "./call-key";
export { CampusClientContext, useCampusClient } from "./client-context";
export { errorMessage } from "./error-message";
export {
  type CallMutation,
  type CallMutationOptions,
  useCallMutation,
  useClearCache,
  useRevalidateAll,
  useRevalidateCalls,
} from "./mutations";
export { canRetry } from "./retry";
export { CampusSWRConfig, type CampusSWRConfigProps, onErrorRetry } from "./swr-config";
export { useAddressFilter } from "./use-address-filter";
export { useCall } from "./use-call";
