export { Picker, type PickerOption, type PickerProps } from './Picker';
export { PickerTrigger, pickerAppearances, type PickerTriggerProps } from './PickerTrigger';
