// The viewer's own screens (SPEC §2 "Viewer screen"): the delayed spinner and the error view. Their
// styles (.tv-spin, .tv-error) come with the frame document, so they show before any widget stylesheet.
import { LOADING_ATTR } from './loading-state';

export function Spinner() {
  return (
    <div role="status" aria-label="Loading..." className="tv-spin" {...{ [LOADING_ATTR]: '' }}>
      <div />
    </div>
  );
}

export function ErrorView({ message }: { message: string }) {
  return (
    <div role="alert" className="tv-error">
      {message}
    </div>
  );
}
