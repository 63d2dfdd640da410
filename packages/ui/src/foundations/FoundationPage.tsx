import { useId, type ReactNode } from 'react';
import * as styles from './foundations.css';

/**
 * The frame of a foundation page. Designer reference, written in English only, so it says so:
 * `lang="en"` and left to right even when the toolbar shows the kit in Arabic.
 */
export function FoundationPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  return (
    <article className={styles.page} lang="en" dir="ltr">
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.intro}>{intro}</p>
      </header>
      {children}
    </article>
  );
}

/** A titled card of the page. */
export function FoundationSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
