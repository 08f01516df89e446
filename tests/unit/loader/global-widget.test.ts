// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { applyGlobal } from '../../../loader/runtime/global-widget';
import { MODAL_OVERLAY_Z_INDEX } from '../../../shared/constants';

describe('handleGlobalWidget placement', () => {
  it('fixes a chat bubble in the bottom-right corner at the given size, below popup overlays', () => {
    const f = document.createElement('iframe');
    applyGlobal(f, { position: 'bottom-right', width: 64, height: 64, state: 'collapsed' });
    expect(f.style.position).toBe('fixed');
    expect(f.style.right).toBe('16px');
    expect(f.style.bottom).toBe('16px');
    expect(f.style.width).toBe('64px');
    expect(f.style.height).toBe('64px');
    expect(Number(f.style.zIndex)).toBeLessThan(MODAL_OVERLAY_Z_INDEX);
  });

  it('grows to a panel, spans the width as a bar, and hides when asked', () => {
    const f = document.createElement('iframe');
    applyGlobal(f, { position: 'bottom-left', width: 380, height: 560, state: 'expanded' });
    expect([f.style.left, f.style.width, f.style.height]).toEqual(['16px', '380px', '560px']);
    applyGlobal(f, { position: 'top', width: 0, height: 48, state: 'expanded' });
    expect([f.style.top, f.style.width, f.style.height]).toEqual(['0px', '100%', '48px']);
    applyGlobal(f, { position: 'top', width: 0, height: 48, state: 'hidden' });
    expect(f.style.display).toBe('none');
  });

  it('spans the screen along the bottom when a corner frame is too wide to keep its distance from both sides', () => {
    const f = document.createElement('iframe');
    applyGlobal(f, { position: 'bottom-right', width: innerWidth, height: 600, state: 'expanded' });
    expect([f.style.left, f.style.right, f.style.bottom, f.style.width]).toEqual(['0px', '0px', '0px', '100%']);
    // Back to the bubble: in its corner again.
    applyGlobal(f, { position: 'bottom-right', width: 76, height: 76, state: 'collapsed' });
    expect([f.style.left, f.style.right, f.style.bottom, f.style.width]).toEqual(['', '16px', '16px', '76px']);
  });
});
