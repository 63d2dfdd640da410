import type { DataOf } from './endpoint';
import type { Endpoints } from './endpoints';

/**
 * The home page's first data, sent by the server inside the app shell (a JSON script element)
 * instead of as four requests after the scripts have run.
 *
 * Why: most visits start on the home page. With its data in the HTML, the page draws its content
 * with the first render, one round trip earlier, and a first visit makes no API request at all:
 * the request layer (axios and the signed client) downloads only when the shopper first does
 * something that needs the server. Each part is exactly the `data` of the endpoint named beside
 * it, asked with the sizes below, so the app files it under the same query as its own request.
 */
export interface HomeBootData {
  /**
   * The language the names are in: the browser's (Accept-Language), which is the app's on a first
   * visit. A returning visitor may have chosen another in the app; the app then drops the data and
   * asks in its own language rather than paint names in the wrong one.
   */
  lang: string;
  /** `homeBanners` */
  banners: DataOf<Endpoints['homeBanners']>;
  /** `categories` */
  categories: DataOf<Endpoints['categories']>;
  /** `homeNew`, page 1 of HOME_NEW_ARRIVALS */
  newest: DataOf<Endpoints['homeNew']>;
  /** `homeRecommended`, page 1 of HOME_FEED_PAGE_SIZE */
  recommended: DataOf<Endpoints['homeRecommended']>;
}

/** The id of the script element that carries the data. */
export const HOME_BOOT_ELEMENT_ID = 'boot-home';

/** New arrivals in the home page's sideways row; the rest are a tap on "View all" away. */
export const HOME_NEW_ARRIVALS = 6;
/** Recommended products per page of the home feed. */
export const HOME_FEED_PAGE_SIZE = 10;
