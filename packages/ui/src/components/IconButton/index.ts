export { IconButton, iconButtonTones, type IconButtonProps } from './IconButton';
