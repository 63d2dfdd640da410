import type { ComponentType, CSSProperties, ReactNode } from 'react';

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

const stackStyle: CSSProperties = {
  padding: 16,
  display: 'flex',
  flexDirection: 'column',
  gap: 12,
  alignItems: 'flex-start',
};

/** Controls one under another, each as wide as its content. */
export const inStack = frame(stackStyle);

/** The `inStack` box as a part, for stories that draw it inside a provider or their own component. */
export function Stack({ children }: { children: ReactNode }) {
  return <div style={stackStyle}>{children}</div>;
}
