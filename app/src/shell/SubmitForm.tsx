import type { FormHTMLAttributes, Ref } from 'react';

type SubmitFormProps = Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'noValidate'> & {
  ref?: Ref<HTMLFormElement>;
  /** Enter in a field or the submit button: the page checks and sends what is in it. */
  onSubmit: () => void;
};

/**
 * A form the app checks itself: the browser's own bubbles are off (`noValidate`), because they
 * speak the device's language rather than the user's and vanish before they can be read; the
 * page's messages stand under each field instead. Submitting never reloads the page.
 */
export function SubmitForm({ onSubmit, children, ...props }: SubmitFormProps) {
  return (
    <form
      {...props}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}
