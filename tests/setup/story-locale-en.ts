// The story-test project's locale, read by .storybook/preview.tsx before any story renders.
// A runtime global, not a Vite `define`: both story projects share one transform of preview.tsx,
// so a define set per project leaked the last project's locale into the other.
globalThis.__STORY_LOCALE__ = 'en';
