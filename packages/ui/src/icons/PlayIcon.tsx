import { IconFrame, type IconProps } from './IconFrame';

/** 24px icon in the current text colour; decorative (the button carries the name). */
export function PlayIcon(props: IconProps) {
  return (
    <IconFrame solid {...props}>
      <path d="M8 5.5v13a1 1 0 0 0 1.5.86l10.5-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5z" />
    </IconFrame>
  );
}
