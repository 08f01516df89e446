// What happens to what a visitor sent once it counts (a form submission at once, or once paid for a form
// with a price; an AI chat's new contact): the owner's email notification and the widget's integrations
// (Mailchimp, Slack...). Both run after the visitor's answer, and neither can lose it or delay the visitor.
import { deliverSubmission } from '../deliveries/deliver-submission';
import type { Submission } from '../deliveries/submission';
import type { Deps } from '../deps';
import { notifyOwner, type SourceWidget } from './notify-owner';

export function passOn(deps: Deps, w: SourceWidget, submission: Submission): void {
  void deliverSubmission(deps, w.id, submission).catch((e) => deps.log.error('submission delivery failed', { widgetId: w.id, error: String(e) }));
  void notifyOwner(deps, w, submission).catch((e) => deps.log.warn('owner notification failed', { widgetId: w.id, error: String(e) }));
}
