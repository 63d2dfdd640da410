export * from './keys';
export * as rules from './rules';
export * from './forms';
export { graphemes, graphemeCount, isBlank, clean, asciiDigits } from './text';
export {
  USDT_NETWORKS,
  isUsdtNetwork,
  toChecksumAddress,
  usdtAddressProblem,
  walletAddressIssue,
  type AddressProblem,
  type UsdtNetwork,
} from './walletAddress';
export { luhnValid } from './luhn';
