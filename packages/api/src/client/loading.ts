/**
 * The blocking loading indicator, shared by overlapping calls: shown when the first starts, hidden
 * a short while after the last one answers, so back-to-back calls do not make it flicker.
 */
export function createLoadingTracker(setVisible: (visible: boolean) => void, hideDelayMs: number) {
  let active = 0;
  let hideTimer: ReturnType<typeof setTimeout> | undefined;
  return {
    start() {
      if (hideTimer !== undefined) {
        clearTimeout(hideTimer);
        hideTimer = undefined;
      } else if (active === 0) setVisible(true);
      active += 1;
    },
    finish() {
      active -= 1;
      if (active > 0) return;
      hideTimer = setTimeout(() => {
        hideTimer = undefined;
        if (active === 0) setVisible(false);
      }, hideDelayMs);
    },
  };
}
