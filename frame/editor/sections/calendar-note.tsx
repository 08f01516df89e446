// An event list fed by a calendar: whose events visitors see, as the server reads it (the integrations
// may have changed in this editor since the document was loaded). For a Google or Outlook account signed
// in to, which of its calendars (data.calendarId, '' for the main one), picked from the account's list;
// for Zoom, its webinars or its meetings.
import { useEffect, useState } from 'react';
import { getIntegrationKind } from '../../../shared/integrations';
import { useBuilder } from '../api/builder-context';
import { listCalendars, type CalendarChoice } from '../api/integrations-api';
import { errorMessage } from '../api/api-config';
import { Select } from '../ui/fields';
import { setData, useEditor } from '../workspace/editor-context';

const FALLBACK = 'The events below show when it cannot be read.';

type Read = { from: string | null; calendars: CalendarChoice[] } | { error: string };

export function CalendarNote() {
  const b = useBuilder();
  const { widgetId, integrationsVersion } = useEditor();
  const [read, setRead] = useState<Read | null>(null);
  useEffect(() => {
    let live = true;
    listCalendars(b.api, widgetId).then(
      (r) => live && setRead(r),
      (e: unknown) => live && setRead({ error: errorMessage(e, 'Your calendars could not be read.') }),
    );
    return () => void (live = false);
  }, [widgetId, integrationsVersion]);
  if (!read) return null;
  if ('error' in read) return <p class="notice" role="alert">{`Your calendars could not be read: ${read.error.replace(/\.?$/, '.')} Visitors see the events below until it is fixed.`}</p>;
  if (!read.from) return null;
  const label = getIntegrationKind(read.from)?.label ?? read.from;
  if (!read.calendars.length) return <p class="notice" role="note">{`Visitors see the upcoming events of your ${label} calendar (Integrations). ${FALLBACK}`}</p>;
  return <CalendarPicker from={read.from} label={label} calendars={read.calendars} />;
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
      <p class="notice" role="note">{`Visitors see the upcoming events picked here from your ${label} account (Integrations)${zoom ? '' : ', except those marked private'}. ${FALLBACK}`}</p>
      <Select label={zoom ? 'Sessions' : 'Calendar'} name="data.calendarId" value={picked} options={options} onChange={(v) => setData(store, ['calendarId'], v)} />
    </div>
  );
}
