export * from './analytics';
export * from './auth';
export * from './endpoints';
export * from './error';
export * from './module-authors';
export * from './theme';
