import { IconFrame, type IconProps } from './IconFrame';

/** 24px icon in the current text colour; decorative (the button carries the name). */
export function PauseIcon(props: IconProps) {
  return (
    <IconFrame solid {...props}>
      <rect x="6" y="5" width="4" height="14" rx="1" />
      <rect x="14" y="5" width="4" height="14" rx="1" />
    </IconFrame>
  );
}
