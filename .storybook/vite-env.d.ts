/// <reference types="vite/client" />
/// <reference types="msw-storybook-addon/csf3" />

/** Set by the story-test projects' setup files (tests/setup/story-locale-*.ts); unset in Storybook. */
// eslint-disable-next-line no-var -- a global declaration needs var
declare var __STORY_LOCALE__: string | undefined;
