// Stage-2 entry (assets/loader-runtime-[hash].js), loaded by loader.js once a widget mounts.
// It registers with the core loader.js left on the window; on its own it does nothing.
import { CORE_KEY, type Core } from '../core';
import { createRuntime } from './runtime';

try {
  const core = (window as unknown as Record<string, Core | undefined>)[CORE_KEY];
  core?.attach(createRuntime(core));
} catch {
  /* never throw into the host page */
}
