export * from './keys';
export * as rules from './rules';
export * from './forms';
export { graphemes, graphemeCount, isBlank, clean, asciiDigits } from './text';
