import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { DialogProps } from './Dialog';

// The dialog (a react-aria modal) downloads with the first question asked, not with every first page.
const Dialog = lazy(() => import('./Dialog').then(({ Dialog }) => ({ default: Dialog })));

/** What `confirm()` asks: the Dialog's texts and tone. */
export type ConfirmOptions = Pick<
  DialogProps,
  'title' | 'message' | 'confirmLabel' | 'cancelLabel' | 'tone'
>;

type Confirm = (options: ConfirmOptions) => Promise<boolean>;

const ConfirmContext = createContext<Confirm | null>(null);

interface Pending {
  id: number;
  options: ConfirmOptions;
  resolve: (answer: boolean) => void;
}

/**
 * Hosts the app's confirm dialog so any screen can ask `await confirm({...})`. Requests made while
 * one is open wait their turn, so two questions never stack on top of each other.
 */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const queue = useRef<Pending[]>([]);
  const shown = useRef<Pending | null>(null);
  const nextId = useRef(0);
  const [current, setCurrent] = useState<Pending | null>(null);

  const show = useCallback((request: Pending | null) => {
    shown.current = request;
    setCurrent(request);
  }, []);

  const confirm = useCallback<Confirm>(
    (options) =>
      new Promise<boolean>((resolve) => {
        const request = { id: (nextId.current += 1), options, resolve };
        if (shown.current) queue.current.push(request);
        else show(request);
      }),
    [show],
  );

  const answer = (value: boolean) => {
    shown.current?.resolve(value);
    show(queue.current.shift() ?? null);
  };

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      {current && (
        <Suspense fallback={null}>
          <Dialog
            // A fresh dialog per request, so focus restoration and pending state never carry over.
            key={current.id}
            {...current.options}
            isOpen
            onConfirm={() => answer(true)}
            onCancel={() => answer(false)}
          />
        </Suspense>
      )}
    </ConfirmContext.Provider>
  );
}

/** Asks a yes/no question in the kit's Dialog; resolves `true` on confirm, `false` on cancel or Escape. */
export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm needs a <ConfirmProvider> above it');
  return confirm;
}
