/**
 * MSW mocks of the whole contract for Storybook and tests: deterministic fixtures, handlers that
 * check `sign`, the session and every request the way the server does, and named scenarios.
 */
export * from './handlers';
export * from './scenarios';
export * from './fixtures';
export { MOCK_CAPTCHA_TEXT, SAMPLE_PNG, fixtureImage, fixturePicture } from './images';
export { MOCK_CODE, MOCK_PASSWORD, MOCK_PAYMENT_ID, MOCK_PAY_PASSWORD } from './resolvers';
export { Refusal, refuse, type MockContext, type Resolver } from './engine';
export { createMockState, type MockState } from './state';
export * from './samples';
export * from './chatSocket';
export * from './chatScenarios';
