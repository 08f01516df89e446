// One fake upstream on 127.0.0.1 serving every data-source format the integrations read, plus hostile
// answers (entity bomb, 50 MB CSV, slow).
import { startFakeServer, type FakeServer } from './fake-server';

export const CSV = 'name,price\nApple,1.20\n"Pear, green",0.90\n';
export const RSS = `<?xml version="1.0"?><rss version="2.0"><channel><title>T</title>
<item><title>First &amp; best</title><link>https://e.com/1</link><description>One</description><pubDate>Mon, 01 Jan 2024 10:00:00 GMT</pubDate><guid>g1</guid></item>
<item><title>Second</title><link>https://e.com/2</link><description>Two</description><guid>g2</guid></item>
</channel></rss>`;
export const XML = '<catalog><books><book id="1"><title>Dune</title></book><book id="2"><title>Emma</title></book></books></catalog>';
export const ICS = [
  'BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//t//t//EN',
  'BEGIN:VEVENT', 'UID:e2', 'DTSTART:20240302T090000Z', 'DTEND:20240302T100000Z', 'SUMMARY:Later\\, event', 'END:VEVENT',
  'BEGIN:VEVENT', 'UID:e1', 'DTSTART;VALUE=DATE:20240301', 'SUMMARY:All day', 'DESCRIPTION:long descr', ' iption', 'LOCATION:Hall',
  'BEGIN:VALARM', 'SUMMARY:alarm', 'END:VALARM', 'END:VEVENT', 'END:VCALENDAR', '',
].join('\r\n');
export const VCS = [
  'BEGIN:VCALENDAR', 'VERSION:1.0', 'BEGIN:VEVENT', 'DTSTART:20240405T120000', 'DTEND:20240405T130000',
  'SUMMARY;ENCODING=QUOTED-PRINTABLE:Caf=C3=A9 meeting', 'END:VEVENT', 'END:VCALENDAR', '',
].join('\r\n');
export const ENTITY_BOMB = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lolololololololololololololololololololol">${Array.from(
  { length: 9 },
  (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i === 0 ? '' : i};`.repeat(10)}">`,
).join('')}]><root><items><item>&lol9;</item></items></root>`;

export async function startDataUpstream(): Promise<FakeServer> {
  return startFakeServer((req, res, body) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const send = (type: string, text: string) => {
      res.setHeader('content-type', type);
      res.end(text);
    };
    switch (path) {
      case '/data.csv':
        return send('text/csv', CSV);
      case '/feed.rss':
        return send('application/rss+xml', RSS);
      case '/books.xml':
        return send('application/xml', XML);
      case '/cal.ics':
        return send('text/calendar', ICS);
      case '/cal.vcs':
        return send('text/x-vcalendar', VCS);
      case '/bomb.xml':
        return send('application/xml', ENTITY_BOMB);
      case '/api': {
        if (req.headers['x-api-key'] !== 'sentinel-header-key-123') {
          res.statusCode = 401;
          return send('application/json', '{"error":"no key"}');
        }
        return send('application/json', JSON.stringify({ method: req.method, body, result: { items: [{ n: 1 }, { n: 2 }] } }));
      }
      case '/huge.csv': {
        // 50 MB of rows, streamed: the fetcher must stop at its cap, not buffer it all.
        res.setHeader('content-type', 'text/csv');
        const row = Buffer.from('a,b,c,d,e,f,g,h\n'.repeat(4096));
        let sent = 0;
        const pump = () => {
          while (sent < 50 * 1024 * 1024) {
            sent += row.length;
            if (!res.write(row)) return void res.once('drain', pump);
          }
          res.end();
        };
        res.on('close', () => res.removeAllListeners('drain'));
        return pump();
      }
      case '/slow.csv':
        return void setTimeout(() => send('text/csv', CSV), 15_000).unref();
      default:
        res.statusCode = 404;
        res.end('missing');
    }
  });
}
