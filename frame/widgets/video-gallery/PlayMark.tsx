// The round play mark over a card (decorative: the card's button carries the name). Drawn here rather
// than taken from common/Icon.tsx, which would be one more chunk to load for one path.
export function PlayMark() {
  return (
    <span className="vg-play" aria-hidden="true">
      <svg width="28" height="28" viewBox="0 0 24 24" fill="currentColor" focusable="false">
        <path d="M8 5v14l11-7z" />
      </svg>
    </span>
  );
}
