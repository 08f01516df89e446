export * from './version';
export * from './guards';
export * from './frame-to-host';
export * from './host-to-frame';
export * from './host-events';
