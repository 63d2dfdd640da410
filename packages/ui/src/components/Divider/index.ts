export { Divider, dividerOrientations, type DividerProps } from './Divider';
