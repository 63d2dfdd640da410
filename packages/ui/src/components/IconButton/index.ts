export { IconButton, iconButtonTones, type IconButtonProps } from './IconButton';
// Its own module: importing it does not download react-aria (see iconButtonClassName.ts).
export { iconButtonClassName, iconMirrorClassName, type IconButtonClassOptions } from './iconButtonClassName';
