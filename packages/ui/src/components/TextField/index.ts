export { TextField, textFieldTypes, type TextFieldProps } from './TextField';
export { typedDirection } from './typedDirection';
