// The preview image of a widget type: the apps list icon when it has one, else our glyph.
import type { AppEntry } from '../api/widgets-api';
import { typeGlyph } from './type-labels';

export function TypePreview(props: { app: AppEntry; size?: number }) {
  const size = props.size ?? 48;
  if (props.app.icon) return <img class="type-preview" src={props.app.icon} alt="" width={size} height={size} />;
  return (
    <svg class="type-preview" width={size} height={size} viewBox="0 0 32 32" aria-hidden="true">
      <path d={typeGlyph(props.app.type)} fill="currentColor" />
    </svg>
  );
}
