import type { SVGProps } from 'react';

export type IconProps = SVGProps<SVGSVGElement>;

const LINE = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

const SOLID = { fill: 'currentColor' } as const;

/**
 * The frame every kit icon is drawn in: a 24px grid sized by the text (1em) in the text colour,
 * hidden from assistive technology because the control around it carries the name. Line icons
 * draw with a 2px round stroke; `solid` ones fill their shapes. A caller's props win.
 */
export function IconFrame({ solid = false, ...props }: IconProps & { solid?: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      {...(solid ? SOLID : LINE)}
      aria-hidden="true"
      focusable="false"
      {...props}
    />
  );
}
