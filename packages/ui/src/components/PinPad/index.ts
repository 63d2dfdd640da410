export { PIN_LENGTH, PinPad, type PinPadHandle, type PinPadProps } from './PinPad';
