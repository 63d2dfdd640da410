import type { ComponentType, CSSProperties } from 'react';

/**
 * The boxes kit stories sit in. Each story file picks one instead of writing its own wrapper, so
 * the same kind of component is reviewed on the same ground. A frame only draws the story, so it
 * fits every component's `Meta` whatever its args.
 */
export function frame(style: CSSProperties) {
  return function Frame(Story: ComponentType) {
    return (
      <div style={style}>
        <Story />
      </div>
    );
  };
}

/** A form control on a white card. */
export const onCard = frame({ padding: 16, background: '#fff' });

/** A phone-wide column, centred on wider canvases. */
export const phoneColumn = frame({ padding: 12, maxInlineSize: 400, marginInline: 'auto' });

/** Several small controls side by side, centred on one line. */
export const inRow = frame({ padding: 16, display: 'flex', gap: 12, alignItems: 'center' });
