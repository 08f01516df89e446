export * from './editor-store';
export * from './apps-list';
export * from './analytics-tags';
export * from './integration-loading';
export * from './paypal-connect';
