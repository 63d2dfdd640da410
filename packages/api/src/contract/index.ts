/**
 * The wire contract: one declaration per endpoint (method, path, who may call it, request and
 * answer schemas), the envelope, error reasons, pagination and money shapes, and the request sign.
 * The server validates with it, the client is typed by it, the mocks are checked against it.
 */
export * from './primitives';
export * from './envelope';
export * from './errors';
export * from './wire';
export * from './sign';
export * from './endpoint';
export * from './domain';
export * from './endpoints';
export * from './issues';
export * from './spec-paths';
export * from './homeBoot';
export * from './chatSocket';
