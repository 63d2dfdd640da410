export * from './keys';
export * as rules from './fields';
export * from './forms';
export { graphemes, graphemeCount, isBlank, clean, asciiDigits } from './text';
