import type { TFunction } from 'i18next';
import type { ApiError } from '@shop/api/client';
import type { Issue } from '@shop/domain';

/** A rule's issue, in the reader's language; undefined when the field is fine. */
export function fieldError(t: TFunction, issue: Issue | undefined): string | undefined {
  return issue ? t(issue.key, issue.values) : undefined;
}

/**
 * Props for a kit field from a rule's issue (or a message the page already has, such as the
 * server's refusal of an email): the kit shows an error message only while the field is invalid,
 * so both travel together.
 */
export function fieldIssue(
  t: TFunction,
  issue: Issue | undefined,
  message?: string,
): { isInvalid: boolean; errorMessage: string | undefined } {
  const errorMessage = message ?? fieldError(t, issue);
  return { isInvalid: errorMessage !== undefined, errorMessage };
}

/**
 * The server's message for a refused field, in the reader's language, filled with the values the
 * server sent with it ("Use no more than 64 characters"); undefined when it named no such field.
 */
export function serverFieldError(t: TFunction, error: ApiError, field: string): string | undefined {
  const key = error.fields[field];
  return key ? t(key, error.fieldParams[field]) : undefined;
}
