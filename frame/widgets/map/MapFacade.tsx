// What stands in the map's place until the visitor asks for it: our own drawing (CSS streets, nothing
// fetched), the location's name and address, and the "Show map" button described by the note that names
// the provider. The name and address are for the eye: the list or the text under the map says them to a
// screen reader, once.
const PIN = 'M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z';

export function MapFacade(props: {
  name: string;
  address: string;
  /** None when the provider cannot place the location (OpenStreetMap without coordinates). */
  show?: { text: string; note: string; noteId: string; onClick(): void };
}) {
  const { show } = props;
  return (
    <div className="mp-facade">
      <div className="mp-card">
        <span className="mp-pin" aria-hidden="true">
          <svg width="28" height="28" viewBox="0 0 24 24" fill="currentColor" focusable="false">
            <path d={PIN} />
          </svg>
        </span>
        <p className="mp-facade-name" aria-hidden="true">
          {props.name}
        </p>
        {props.address ? (
          <p className="mp-facade-address" aria-hidden="true">
            {props.address}
          </p>
        ) : null}
        {show ? (
          <>
            <button type="button" className="tw-btn" aria-describedby={show.noteId} onClick={show.onClick}>
              {show.text}
            </button>
            <p className="mp-note" id={show.noteId}>
              {show.note}
            </p>
          </>
        ) : null}
      </div>
    </div>
  );
}
