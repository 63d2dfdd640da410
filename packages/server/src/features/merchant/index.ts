// The merchant area's public port: what other areas may use. Everything else in this folder is private to it.

export { applicationDetail, listApplicationsForStaff, reviewApplication } from './applications';
export { storeOf } from './merchant';
