// What happens to a stored submission once it counts (at once, or once paid for a form with a price):
// the owner's email notification and the form's integrations (Mailchimp, Slack...). Both run after the
// visitor's answer, and neither can lose the submission or delay the visitor.
import { deliverSubmission } from '../deliveries/deliver-submission';
import type { Submission } from '../deliveries/submission';
import type { Deps } from '../deps';
import type { WidgetDto } from '../widgets/widget-record';
import { notifyOwner } from './notify-owner';

export function passOn(deps: Deps, w: WidgetDto, submission: Submission): void {
  void deliverSubmission(deps, w.guid, submission).catch((e) => deps.log.error('submission delivery failed', { widgetId: w.guid, error: String(e) }));
  void notifyOwner(deps, w, submission).catch((e) => deps.log.warn('owner notification failed', { widgetId: w.guid, error: String(e) }));
}
