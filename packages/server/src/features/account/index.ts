// The account area's public port: what other areas may use. Everything else in this folder is private to it.

export { hashPin, isKeyedPinHash, pinKeysFor, verifyPin } from './pins';
export type { PinCheck, PinKeys } from './pins';
export { provePassword, userInfo } from './service';
export { VerifiedSecrets } from './verifiedSecrets';
