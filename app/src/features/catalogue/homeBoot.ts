import { HOME_BOOT_ELEMENT_ID, type HomeBootData } from '@shop/api/client';

/**
 * Takes the home page's first data the server put into the app shell (see HomeBootData in the
 * contract); once, as it describes the moment the page was served. Null where there is none: the
 * Vite dev server, a failing catalogue query, a shell that was not valid JSON, or data in another
 * language than `language`, the app's (the server answers in the browser's, and a returning
 * visitor may have chosen another: home then asks in theirs, as without the data).
 */
export function takeHomeBootData(language: string, doc: Document = document): HomeBootData | null {
  const element = doc.getElementById(HOME_BOOT_ELEMENT_ID);
  if (!element) return null;
  element.remove();
  try {
    const data = JSON.parse(element.textContent ?? '') as HomeBootData;
    return data.lang === language ? data : null;
  } catch {
    return null;
  }
}

let providedBoot: HomeBootData | null = null;

/** Hands the shell's data to the home page, which draws it before any query cache exists. */
export function provideHomeBoot(data: HomeBootData | null): void {
  providedBoot = data;
}

/**
 * The shell's data for the home page's first draw, if the app started with it and is still in its
 * language (a visitor who switched languages since gets home in the new one, not the shell's).
 */
export function providedHomeBoot(language: string): HomeBootData | null {
  return providedBoot?.lang === language ? providedBoot : null;
}
