// The staff area's public port: what other areas may use. Everything else in this folder is private to it.

export { decidedRefusal, decisionsFor, recordDecision } from './decisions';
export { fourEyes, reviewRights } from './fourEyes';
export type { DecidingItem } from './fourEyes';
