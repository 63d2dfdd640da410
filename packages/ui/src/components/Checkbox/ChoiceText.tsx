import { useId, type ReactNode } from 'react';

/**
 * Ties a choice's optional second line to the control: its id, and the control's
 * `aria-describedby` with that id added to any the caller passed, so the line is read after the
 * name.
 */
export function useChoiceDescription(description: ReactNode, describedBy: string | undefined) {
  const descriptionId = useId();
  return {
    descriptionId,
    describedBy:
      [describedBy, description ? descriptionId : undefined].filter(Boolean).join(' ') || undefined,
  };
}

/** A choice's name with the smaller second line under it, in the control's own styles. */
export function ChoiceText({
  children,
  description,
  descriptionId,
  styles,
}: {
  children: ReactNode;
  description?: ReactNode;
  descriptionId: string;
  styles: { body: string; description: string };
}) {
  return (
    <span className={styles.body}>
      <span>{children}</span>
      {description ? (
        <span id={descriptionId} className={styles.description}>
          {description}
        </span>
      ) : null}
    </span>
  );
}
