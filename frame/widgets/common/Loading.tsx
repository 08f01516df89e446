// The loading line widgets show while their content comes (pdf.js, a media list): announced politely,
// and marked as a loading state (viewer/loading-state.ts) so the host page holds the widget's space.
import { LOADING_ATTR } from '../../viewer/loading-state';

export function Loading(props: { text: string }) {
  return (
    <p role="status" {...{ [LOADING_ATTR]: '' }}>
      {props.text}
    </p>
  );
}
