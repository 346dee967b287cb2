export { AddressPolicy, type AddressPolicyOptions, type AddressVerdict } from './address-policy.js';
export {
  createSafeFetch,
  type HostLookup,
  type ResolvedAddress,
  type SafeFetchOptions,
  safeFetchDefaults,
  systemLookup,
} from './safe-fetch.js';
export { SafeFetchError, type SafeFetchErrorCode } from './safe-fetch-error.js';
