import { IconFrame, type IconProps } from './IconFrame';

/** 24px icon in the current text colour; decorative (the control it sits in carries the name). */
export function MinusIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <path d="M5 12h14" />
    </IconFrame>
  );
}
