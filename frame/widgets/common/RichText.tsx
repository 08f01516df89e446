// Owner rich text, sanitised (only http(s), mailto: and tel: links).
import { useMemo } from 'react';
import { sanitizeHtml } from './sanitize';

export function RichText(props: { html: string; className?: string; id?: string; style?: Record<string, string> }) {
  const clean = useMemo(() => sanitizeHtml(props.html), [props.html]);
  return <div id={props.id} className={props.className} style={props.style} dangerouslySetInnerHTML={{ __html: clean }} />;
}
