// A locale as a URL writes it: two letters, with an optional region (fr, pt-BR, en_gb). The loader
// reads one from the host page's path or host name (loader/page-locale.ts) and the frame matches it to
// a supported language (shared/url/language.ts). No imports: loader.js carries it.
export const LOCALE_TOKEN = /^[a-z]{2}([-_][a-z]{2})?$/i;
