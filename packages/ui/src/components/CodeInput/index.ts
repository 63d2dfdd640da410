export { CODE_LENGTH, CodeInput, type CodeInputProps } from './CodeInput';
