import type { ApiEvents, Translate } from '@shop/api/client';

export interface EventHandlers extends ApiEvents {
  t: Translate;
}

/**
 * The client lives as long as the app, while the toast host, the router and the translator are
 * React's: the client is handed stable forwarding functions, and the providers connect whatever is
 * current after each render.
 */
export function createEventBus() {
  let target: EventHandlers | null = null;
  const events: ApiEvents = {
    toast: (message) => target?.toast(message),
    loading: (visible) => target?.loading(visible),
    alert: (dialog) => target?.alert(dialog),
    relogin: () => target?.relogin(),
  };
  const translate: Translate = (key, vars) => (target ? target.t(key, vars) : key);
  return {
    events,
    translate,
    /** Routes events to `handlers` until the returned function disconnects them. */
    connect(handlers: EventHandlers) {
      target = handlers;
      return () => {
        if (target === handlers) target = null;
      };
    },
  };
}

export type EventBus = ReturnType<typeof createEventBus>;
