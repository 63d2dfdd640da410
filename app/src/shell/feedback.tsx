import { createContext, useContext } from 'react';

/**
 * How the app tells the user something: the kit's toast and dialog hosts behind one small
 * interface, so the API client's events, the router and pages all use the same path.
 */
export interface Feedback {
  toast(message: string, kind?: 'info' | 'success' | 'error'): void;
  loading(visible: boolean): void;
  alert(dialog: { title: string; message: string; confirmText: string }): Promise<void>;
}

export const FeedbackContext = createContext<Feedback | null>(null);

export function useFeedback(): Feedback {
  const feedback = useContext(FeedbackContext);
  if (!feedback) throw new Error('useFeedback needs the app providers');
  return feedback;
}
