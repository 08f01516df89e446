// The "Made with Tessera" mark (SPEC §2: wix or preview mode, never on over-the-canvas widgets). Its own
// lazily loaded chunk, so the common viewer load never pays for it.
import { memo } from 'react';

// memo: the mark never changes. Importing from react (compat) like the widget chunks also keeps preact and
// compat in one shared chunk instead of two (one request fewer, ~250 bytes less gzipped).
export default memo(function Watermark({ appUrl }: { appUrl: string }) {
  return (
    <p data-watermark style={{ margin: '4px 0 0', textAlign: 'center', font: '11px/1.3 system-ui, sans-serif', opacity: 0.7 }}>
      <a href={appUrl} target="_blank" rel="noopener noreferrer" style={{ color: 'inherit' }}>
        Made with Tessera
      </a>
    </p>
  );
});
