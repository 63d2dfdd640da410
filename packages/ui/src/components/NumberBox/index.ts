export { NUMBER_BOX_MIN, NUMBER_BOX_STEP, NumberBox, type NumberBoxProps } from './NumberBox';
