export * from './types';
export * from './catalogue';
export * from './product';
export * from './validate';
export * from './passes-on';
export * from './integration-use';
export * from './connection-check';
export * from './tracked-event-choices';
