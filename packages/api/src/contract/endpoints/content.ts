import { z } from 'zod';
import { area } from '../endpoint';
import { datetime, empty, id, imageUrl, obj, page, pageQuery, q } from '../primitives';

const article = area('article');
const app = area('app');

export const ARTICLE_KINDS = ['news', 'help', 'about', 'agreement'] as const;

export const articleSummarySchema = obj({
  id: id(),
  kind: z.enum(ARTICLE_KINDS),
  title: z.string(),
  summary: z.string(),
  cover: imageUrl().nullable(),
  publishedAt: datetime(),
});
export const articleSchema = obj({
  ...articleSummarySchema.shape,
  /** Plain paragraphs separated by blank lines; the app renders text, never HTML. */
  content: z.string(),
  views: z.number().int().nonnegative(),
});

export const contentEndpoints = {
  appInfo: app({
    method: 'GET',
    path: '/api/app/info',
    auth: 'public',
    summary: 'App version (1.0.4, code 100) and where to download it',
    request: empty(),
    response: obj({
      version: z.string(),
      versionCode: z.number().int(),
      downloadUrl: z.string().nullable(),
    }),
  }),
  articleList: article({
    method: 'GET',
    path: '/api/article/list',
    auth: 'public',
    summary: 'Articles, optionally of one kind',
    request: obj({ kind: z.enum(ARTICLE_KINDS).optional(), ...pageQuery }),
    response: page(articleSummarySchema),
  }),
  articleView: article({
    method: 'GET',
    path: '/api/article/view',
    auth: 'public',
    summary: 'One article',
    request: obj({ id: q.id() }),
    response: articleSchema,
  }),
  articleAbout: article({
    method: 'GET',
    path: '/api/article/about',
    auth: 'public',
    summary: 'About us',
    request: empty(),
    response: articleSchema,
  }),
  articleHelp: article({
    method: 'GET',
    path: '/api/article/help',
    auth: 'public',
    summary: 'Help topics',
    request: empty(),
    response: z.array(articleSummarySchema),
  }),
  articleAgreement: article({
    method: 'GET',
    path: '/api/article/agreement',
    auth: 'public',
    summary: 'The user agreement shown before registering',
    request: empty(),
    response: articleSchema,
  }),
} as const;
