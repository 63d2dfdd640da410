import type { ReactNode } from 'react';

/**
 * The two live regions a message host keeps in the page: `status` for what is said politely,
 * `alert` for errors, said at once. Both stay mounted so screen readers register them before a
 * message arrives; react-aria's modals leave them readable (`data-react-aria-top-layer`).
 */
export function LiveRegions({
  className,
  polite,
  assertive,
}: {
  className: string;
  polite: ReactNode;
  assertive: ReactNode;
}) {
  return (
    <>
      <Region role="status" live="polite" className={className}>
        {polite}
      </Region>
      <Region role="alert" live="assertive" className={className}>
        {assertive}
      </Region>
    </>
  );
}

function Region({
  role,
  live,
  className,
  children,
}: {
  role: 'status' | 'alert';
  live: 'polite' | 'assertive';
  className: string;
  children: ReactNode;
}) {
  return (
    <div
      role={role}
      aria-live={live}
      aria-atomic="true"
      className={className}
      data-react-aria-top-layer="true"
    >
      {children}
    </div>
  );
}
