export { Picker, type PickerOption, type PickerProps } from './Picker';
export { PickerTrigger, type PickerTriggerProps } from './PickerTrigger';
