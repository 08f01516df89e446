// loader.js entry (stage 1, IIFE on the host page). Never throws into the host page.
import { boot } from './boot';

try {
  boot(document.currentScript as HTMLScriptElement | null);
} catch {
  /* a broken loader must leave the host page working */
}
