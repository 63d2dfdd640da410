export { COUNTER_ANNOUNCE_DELAY_MS, TEXTAREA_MAX_LENGTH, TextArea, type TextAreaProps } from './TextArea';
