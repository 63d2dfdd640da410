import type { TFunction } from 'i18next';
import type { Issue } from '@shop/domain';

/** A rule's issue, in the reader's language; undefined when the field is fine. */
export function fieldError(t: TFunction, issue: Issue | undefined): string | undefined {
  return issue ? t(issue.key, issue.values) : undefined;
}
