import type { HttpHandler } from 'msw';
import type { SignConfig } from '../contract/sign';
import { endpointNames, type EndpointName } from '../contract/endpoints';
import { mockEndpoint, type Resolver } from './engine';
import { mediaHandler } from './images';
import { defaultResolvers } from './resolvers';
import { createMockState, type MockState } from './state';

export type Resolvers = { [N in EndpointName]: Resolver<N> };

export interface MockHandlerOptions {
  state?: MockState;
  sign?: SignConfig;
  delay?: number | 'infinite';
  /** Replace some endpoints' behaviour, keeping the rest. */
  resolvers?: Partial<Resolvers>;
}

/** The mock's shared memory for Storybook and tests; reset it before each story or test. */
export const mockState = createMockState();
export const resetMockState = () => mockState.reset();

/**
 * One handler per endpoint of the contract, all checking sign, session and request as the server
 * does, and the demo pictures' URLs (the fixtures' images point there, as the server's do).
 */
export function createMockHandlers(options: MockHandlerOptions = {}): HttpHandler[] {
  const state = options.state ?? mockState;
  const resolvers = { ...defaultResolvers, ...options.resolvers } as Resolvers;
  return [
    ...endpointNames.map((name) =>
      mockEndpoint(name, resolvers[name] as Resolver<typeof name>, { state, sign: options.sign, delay: options.delay }),
    ),
    mediaHandler,
  ];
}

/** The default handlers: every endpoint, happy path, over `mockState`. */
export const handlers: HttpHandler[] = createMockHandlers();

/** A handler for one endpoint with its own behaviour (same checks as every mock endpoint). */
export function override<N extends EndpointName>(name: N, resolve: Resolver<N>, options: Omit<MockHandlerOptions, 'resolvers'> = {}) {
  return mockEndpoint(name, resolve, { state: options.state ?? mockState, sign: options.sign, delay: options.delay });
}
