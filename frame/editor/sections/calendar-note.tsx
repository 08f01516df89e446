// An event list fed by a calendar: whose events visitors see (the preview shows them too), as the server
// reads it. For a Google, Outlook or Zoom account signed in to, what it lists (data.calendarId, '' for
// the main calendar, or Zoom's webinars), picked from the account's own.
import { kindLabel } from '../../../shared/integrations';
import type { CalendarChoice } from '../api/integrations-api';
import { Select } from '../ui/fields';
import { setData, useEditor } from '../workspace/editor-context';

const FALLBACK = 'The events below show when it cannot be read.';

export function CalendarNote() {
  const { calendarSource: read } = useEditor();
  if (!read) return null;
  const label = read.from ? kindLabel(read.from) : '';
  return (
    <>
      {read.error ? (
        <p class="notice" role="alert">{`Your ${label || 'calendar'} could not be read: ${read.error.replace(/\.?$/, '.')} Visitors see the events below until it is fixed.`}</p>
      ) : read.from && !read.calendars.length ? (
        <p class="notice" role="note">{`Visitors see the upcoming events of your ${label} calendar (Integrations), as the preview shows. ${FALLBACK}`}</p>
      ) : null}
      {read.from && read.calendars.length > 0 && <CalendarPicker from={read.from} label={label} calendars={read.calendars} />}
    </>
  );
}

function CalendarPicker({ from, label, calendars }: { from: string; label: string; calendars: CalendarChoice[] }) {
  const { doc, store } = useEditor();
  const picked = typeof doc.data.calendarId === 'string' ? doc.data.calendarId : '';
  // Zoom's two lists (webinars, meetings) are not calendars: no "main calendar", no private events.
  const zoom = from === 'zoom';
  const main = calendars.find((c) => c.primary);
  const options = [
    { value: '', label: main ? (zoom ? main.name : `${main.name} (main calendar)`) : 'Main calendar' },
    ...calendars.filter((c) => !c.primary).map((c) => ({ value: c.id, label: c.name })),
  ];
  // A calendar picked before and gone from the account since still shows, so saving keeps it.
  if (picked && !options.some((o) => o.value === picked)) options.push({ value: picked, label: `${picked} (not found in the account)` });
  return (
    <div class="calendar-pick">
      <p class="notice" role="note">{`Visitors see the upcoming events picked here from your ${label} account (Integrations)${zoom ? '' : ', except those marked private'}, as the preview shows. ${FALLBACK}`}</p>
      <Select label={zoom ? 'Sessions' : 'Calendar'} name="data.calendarId" value={picked} options={options} onChange={(v) => setData(store, ['calendarId'], v)} />
    </div>
  );
}
