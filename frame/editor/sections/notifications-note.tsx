// Under a form's or chat's Email notifications: where they go, or that this server sends none (no
// SMTP_URL), so an owner never believes a ticked box sends mail that no one sends.
import { useEffect, useState } from 'react';
import type { Notifications } from '../../../shared/widgets/notifications';
import { useBuilder } from '../api/builder-context';
import { fetchNotifications } from '../api/insights-api';
import { useEditor } from '../workspace/editor-context';

export function NotificationsNote() {
  const b = useBuilder();
  const { widgetId, doc } = useEditor();
  const [server, setServer] = useState<{ available: boolean; accountEmail: string } | null>(null);
  useEffect(() => {
    fetchNotifications(b.api, widgetId).then(setServer, () => setServer(null));
  }, [widgetId]);
  const n = doc.data.notifications as Partial<Notifications> | undefined;
  if (!server || n?.enabled === false) return null;
  if (!server.available) {
    return (
      <p class="notice" role="note">
        This server sends no email (its SMTP_URL is not set): what visitors send is in Insights only.
      </p>
    );
  }
  const to = (typeof n?.email === 'string' && n.email.trim()) || server.accountEmail;
  return <p class="hint">{`Emails go to ${to}.`}</p>;
}
