export * from './auth.ts';
export * from './common.ts';
export * from './constants.ts';
export * from './contact.ts';
export * from './enums.ts';
export * from './errors.ts';
export * from './limits.ts';
export * from './system.ts';
