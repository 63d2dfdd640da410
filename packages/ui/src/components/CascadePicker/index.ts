export {
  CascadePicker,
  type CascadeOption,
  type CascadePickerProps,
  type CascadeValue,
} from './CascadePicker';
