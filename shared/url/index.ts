export * from './identity';
export * from './query';
export * from './mode';
export * from './language';
export * from './frame-boot';
export * from './frame-env';
