export * from './errors';
export * from './values';
export * from './plan-features';
export * from './storage';
export * from './chat-signature';
export * from './device';
export * from './masking';
