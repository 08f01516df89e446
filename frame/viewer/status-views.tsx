// The viewer's own screens (SPEC §2 "Viewer screen"): the delayed spinner and the error view. Inline
// styles only: these render before any widget chunk or stylesheet arrives.

export function Spinner() {
  return (
    <div role="status" aria-label="Loading..." style={{ padding: '24px' }}>
      <div style={{ width: '28px', height: '28px', margin: 'auto', borderRadius: '50%', border: '3px solid #d4d4d8', borderTopColor: '#52525b', animation: 'tspin .8s linear infinite' }} />
    </div>
  );
}

export function ErrorView({ message }: { message: string }) {
  return (
    <div role="alert" style={{ padding: '12px 16px', border: '1px solid #fca5a5', background: '#fef2f2', color: '#7f1d1d', borderRadius: '8px', font: '14px/1.3 system-ui,sans-serif' }}>
      {message}
    </div>
  );
}
