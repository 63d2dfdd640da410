export * from './keys';
export * as rules from './rules';
export * from './forms';
export { graphemes, graphemeCount, isBlank, clean, asciiDigits } from './text';
export { USDT_NETWORKS, isUsdtNetwork, luhnValid, toChecksumAddress, usdtAddressProblem, type AddressProblem, type UsdtNetwork } from './walletAddress';
