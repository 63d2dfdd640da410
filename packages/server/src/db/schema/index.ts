// Drizzle table definitions, one file per area (append a line for a new area).
export * from './core';
export * from './commerce';
export * from './wallet';
export * from './stores';
export * from './chat';
export * from './staff';
export * from './translations';
