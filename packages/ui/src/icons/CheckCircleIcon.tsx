import { IconFrame, type IconProps } from './IconFrame';

/** 24px icon in the current text colour; decorative (the control it sits in carries the name). */
export function CheckCircleIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M8 12.5l2.5 2.5L16 9.5" />
    </IconFrame>
  );
}
