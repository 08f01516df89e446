// A clear message inside the widget when its data or media is bad; never thrown to the host page.
export function ErrorNote(props: { message: string; detail?: string }) {
  return (
    <div className="tw-error" role="alert">
      <strong>{props.message}</strong>
      {props.detail ? <div className="tw-muted">{props.detail}</div> : null}
    </div>
  );
}
