// The "Made with Tessera" mark (SPEC §2: wix or preview mode, never on over-the-canvas widgets), or in
// white-label mode the owner's brand in its place (plain text when the brand has no site). Its own lazily
// loaded chunk, so the common viewer load never pays for it.
import { memo } from 'react';
import type { FrameBrand } from '../../shared/schemas/white-label';

// memo: the mark never changes. Importing from react (compat) like the widget chunks also keeps preact and
// compat in one shared chunk instead of two (one request fewer, ~250 bytes less gzipped).
export default memo(function Watermark({ appUrl, brand }: { appUrl: string; brand?: FrameBrand }) {
  const { name, url } = brand ?? { name: 'Tessera', url: appUrl };
  return (
    <p data-watermark style={{ margin: '4px 0 0', textAlign: 'center', font: '11px/1.3 system-ui, sans-serif', opacity: 0.7 }}>
      {url ? (
        <a href={url} target="_blank" rel="noopener noreferrer" style={{ color: 'inherit' }}>
          Made with {name}
        </a>
      ) : (
        `Made with ${name}`
      )}
    </p>
  );
});
