import { IconFrame, type IconProps } from './IconFrame';

/** 24px icon in the current text colour; decorative (the control it sits in carries the name). */
export function MoreIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <circle cx="5" cy="12" r="1" />
      <circle cx="12" cy="12" r="1" />
      <circle cx="19" cy="12" r="1" />
    </IconFrame>
  );
}
