export * from './color-presets';
export * from './shades';
export * from './fonts';
export * from './form-font-sizes';
export * from './own-font';
