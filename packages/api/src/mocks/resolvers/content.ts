import type { contentEndpoints } from '../../contract/endpoints/content';
import { refuse } from '../engine';
import * as f from '../fixtures';
import { type AreaResolvers, paginate } from './shared';

/** Articles and the app's version. */
export const contentResolvers: AreaResolvers<typeof contentEndpoints> = {
  appInfo: () => f.appInfo,
  articleList: ({ params }) => paginate(f.articles.filter((a) => !params.kind || a.kind === params.kind).map(f.articleSummary), params),
  articleView: ({ params }) => f.articles.find((a) => a.id === params.id) ?? refuse('notFound'),
  articleAbout: () => f.articles.find((a) => a.kind === 'about')!,
  articleHelp: () => f.articles.filter((a) => a.kind === 'help').map(f.articleSummary),
  articleAgreement: () => f.articles.find((a) => a.kind === 'agreement')!,
};
