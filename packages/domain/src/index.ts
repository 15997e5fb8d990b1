export * from './languages.ts';
export * from './constants.ts';
export * from './errors.ts';
export * from './envelope.ts';
export * from './paging.ts';
export * from './catalogue.ts';
export * from './health.ts';
