import { IconFrame, type IconProps } from './IconFrame';

/** 24px icon in the current text colour; decorative (image placeholders and fallbacks; the image carries the alt text). */
export function ImageIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <circle cx="8.5" cy="9.5" r="1.5" />
      <path d="M21 16l-5-5-9 9" />
    </IconFrame>
  );
}
