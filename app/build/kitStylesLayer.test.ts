import { describe, expect, it } from 'vitest';
import { kitStylesLayer } from './kitStylesLayer';

const transform = (code: string, id: string) => {
  const hook = kitStylesLayer().transform as (code: string, id: string) => { code: string } | null;
  return hook(code, id);
};

describe('kitStylesLayer', () => {
  it('puts a kit stylesheet into the kit layer', () => {
    const css = '._a{inline-size:100%}';
    const id = '/work/main/packages/ui/src/components/Image/Image.css.ts.vanilla.css';
    expect(transform(css, id)?.code).toBe(`@layer kit {\n${css}\n}\n`);
    expect(transform(css, `${id}?used`)?.code).toContain('@layer kit {');
  });

  it('leaves the app’s own stylesheets unlayered, so they win over the kit', () => {
    const id = '/work/main/app/src/pages/orders/Orders.css.ts.vanilla.css';
    expect(transform('._b{inline-size:72px}', id)).toBeNull();
    expect(transform('._c{}', '/work/main/packages/ui/src/components/Image/Image.tsx')).toBeNull();
  });
});
