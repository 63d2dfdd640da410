import { useSearchParams } from 'react-router-dom';

interface TabParam {
  /** The address parameter that holds the tab; `tab` unless the screen says otherwise. */
  param?: string;
  /** Leave the parameter out for the first tab, so the plain address stays the default view. */
  omitFirst?: boolean;
}

/**
 * A screen's tab kept in the address (`?tab=used`), so back, a shared link and a reload return
 * to it; a missing or unknown value reads as the first tab. Choosing a tab replaces the history
 * entry instead of adding one, so back leaves the screen rather than walking through its tabs.
 */
export function useTabParam<T extends string>(
  tabs: readonly T[],
  { param = 'tab', omitFirst = false }: TabParam = {},
): [T, (key: string) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get(param);
  const tab = tabs.find((candidate) => candidate === raw) ?? tabs[0]!;
  const select = (key: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (omitFirst && key === tabs[0]) next.delete(param);
        else next.set(param, key);
        return next;
      },
      { replace: true },
    );
  return [tab, select];
}
