-- The language an applicant wrote their store's name and description in (issue 23, follow-up of
-- 106_content_translations): the store opened on approval records it as its own language, which
-- is the applicant's, not the reviewing staff member's. Earlier applications were written in the
-- app's only language at the time, English.

ALTER TABLE store_applications ADD COLUMN lang text NOT NULL DEFAULT 'en';
