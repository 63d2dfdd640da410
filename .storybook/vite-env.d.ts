/// <reference types="vite/client" />
/// <reference types="msw-storybook-addon/csf3" />

interface ImportMetaEnv {
  readonly VITE_STORY_LOCALE?: string;
}
