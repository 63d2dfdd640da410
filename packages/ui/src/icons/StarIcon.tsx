import { IconFrame, type IconProps } from './IconFrame';

/** 24px icon in the current text colour; decorative (the rating control carries the name). */
export function StarIcon(props: IconProps) {
  return (
    <IconFrame solid {...props}>
      <path d="M12 2.5l2.94 5.96 6.58.96-4.76 4.64 1.12 6.55L12 17.52l-5.88 3.09 1.12-6.55L2.48 9.42l6.58-.96L12 2.5z" />
    </IconFrame>
  );
}
