import { IconFrame, type IconProps } from './IconFrame';

/** 24px icon in the current text colour; decorative (the control it sits in carries the name). */
export function CheckIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </IconFrame>
  );
}
