// The form widget: fields with inline validation, honeypot, optional reCAPTCHA v3, submission to the
// server, then, for a form with a price, the payment step (PaymentStep.tsx), then a success message or a
// redirect.
import { useEffect, useRef, useState } from 'react';
import { formDefaults, type DescriptionFontSize, type FormData } from '../../../shared/widgets/form';
import { formDescriptionFontSize } from '../../../shared/design/form-font-sizes';
import { formatPrice, toMinorUnits } from '../../../shared/payments/currencies';
import { ErrorNote } from '../common/ErrorNote';
import { RichText } from '../common/RichText';
import { safeHref } from '../common/safe-href';
import { useDisplayRules } from '../common/use-display-rules';
import { useTranslate } from '../common/use-translate';
import { useWidgetData } from '../common/use-widget-data';
import { WidgetRoot } from '../common/WidgetRoot';
import type { WidgetProps } from '../types';
import { FORM_CSS } from './form-css';
import { FormFieldInput } from './FormFieldInput';
import { keepPayment, keptPayment } from './kept-payment';
import { PaymentStep } from './PaymentStep';
import { recaptchaToken } from './recaptcha';
import { submitForm, type PendingPayment } from './submit-form';
import { fieldError, errorText, validateAll, type FieldValue } from './validate';

/** SPEC §5 form description font sizes (the shared table). */
export const descriptionFontSize = (s: DescriptionFontSize | undefined): string => formDescriptionFontSize(s);

export function FormWidget(props: WidgetProps<FormData>) {
  const { ctx, widget } = props;
  const data = useWidgetData(formDefaults, props);
  const t = useTranslate(data.localization, ctx.language);
  const visible = useDisplayRules(data.displayRules, ctx);
  const fields = Array.isArray(data.fields) ? data.fields.filter((f) => f && typeof f.id === 'string') : [];
  const [values, setValues] = useState<Record<string, FieldValue>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<'idle' | 'sending' | 'paying' | 'sent'>('idle');
  const [paying, setPaying] = useState<{ id: string; payment: PendingPayment } | null>(null);
  const [submitError, setSubmitError] = useState('');
  const hp = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // A payment left unmade on an earlier load of the page (the store arrives after the first render).
  useEffect(() => {
    let live = true;
    void (ctx.store.ready ?? Promise.resolve()).then(() => {
      const kept = keptPayment(ctx.store);
      if (!live || !kept) return;
      setPaying(kept);
      setStatus((s) => (s === 'idle' ? 'paying' : s));
    });
    return () => {
      live = false;
    };
  }, []);
  if (!visible) return null;

  const onSubmit = async (e: Event) => {
    e.preventDefault();
    if (status === 'sending') return;
    const errs = validateAll(fields, values, t);
    setErrors(errs);
    ctx.reportEngagement({ interaction: 'click', eventSubType: 'submit', entityPath: 'form' });
    const first = fields.find((f) => errs[f.id]);
    if (first) {
      formRef.current?.querySelector<HTMLElement>(`[name="${first.id}"], [name="f-${first.id}"]`)?.focus();
      return;
    }
    setStatus('sending');
    setSubmitError('');
    const token = data.recaptchaSiteKey && data.integrations?.includes('recaptcha') ? await recaptchaToken(data.recaptchaSiteKey) : undefined;
    const pageUrl = ctx.visitor?.currentUrl;
    const res = await submitForm(ctx.appUrl, widget.guid, { data: values, honeypot: hp.current?.value ?? '', recaptchaToken: token, pageUrl });
    if (!res.ok) {
      setStatus('idle');
      setSubmitError(res.message);
      return;
    }
    ctx.emitHostEvent('submit', { submissionId: res.id ?? null, ...(res.payment && { payment: 'pending' }) });
    if (res.payment && res.id) {
      keepPayment(ctx.store, { id: res.id, payment: res.payment });
      setPaying({ id: res.id, payment: res.payment });
      setStatus('paying');
      return;
    }
    done();
  };

  /** Sent (and paid, for a form with a price): the owner's page, or the success message. */
  const done = () => {
    keepPayment(ctx.store, null);
    const to = safeHref(data.redirectUrl);
    if (to && /^https?:/.test(to)) {
      // The frame may not navigate the host page itself; a top-level target asks the browser to.
      window.open(to, '_top');
    }
    setStatus('sent');
  };

  const set = (id: string, v: FieldValue) => {
    setValues((s) => ({ ...s, [id]: v }));
    if (errors[id]) setErrors((s) => ({ ...s, [id]: '' }));
  };
  const blur = (id: string) => {
    const f = fields.find((x) => x.id === id);
    const e = f ? fieldError(f, values[id]) : null;
    if (e && (values[id] !== undefined || errors[id])) setErrors((s) => ({ ...s, [id]: errorText(t, e) }));
  };

  const titleId = `form-title-${widget.guid}`;
  const pay = data.payment;
  const price = pay?.enabled && pay.amount > 0 ? formatPrice(toMinorUnits(pay.amount, pay.currency), pay.currency, ctx.language) : '';
  return (
    <WidgetRoot data={data} ctx={ctx} type="form" css={FORM_CSS}>
      {data.title ? <h2 id={titleId}>{t('title', data.title)}</h2> : null}
      {data.description ? (
        <RichText html={t('description', data.description)} className="tw-desc" style={{ fontSize: descriptionFontSize(data.descriptionFontSize) }} />
      ) : null}
      {status === 'paying' && paying ? (
        <PaymentStep appUrl={ctx.appUrl} widgetId={widget.guid} submissionId={paying.id} payment={paying.payment} language={ctx.language} t={t} onPaid={done} />
      ) : status === 'sent' ? (
        <div className="tw-success" role="status" tabIndex={-1} ref={(el) => el?.focus()}>
          {t('successMessage', data.successMessage)}
        </div>
      ) : fields.length === 0 ? (
        <ErrorNote message={t('error.noFields', 'This form has no fields yet.')} />
      ) : (
        <form ref={formRef} noValidate onSubmit={onSubmit} aria-labelledby={data.title ? titleId : undefined}>
          {fields.map((f) => (
            <FormFieldInput key={f.id} field={f} value={values[f.id]} error={errors[f.id]} t={t} onChange={(v) => set(f.id, v)} onBlur={() => blur(f.id)} />
          ))}
          {data.honeypot ? (
            <div className="tw-hp" aria-hidden="true">
              <label htmlFor="f-hp-website">Website</label>
              <input ref={hp} id="f-hp-website" name="website" tabIndex={-1} autoComplete="off" />
            </div>
          ) : null}
          {price ? (
            <p className="tw-price">
              {t('payment.price', 'Price')}: <strong>{price}</strong>
            </p>
          ) : null}
          {submitError ? <ErrorNote message={submitError} /> : null}
          <div>
            <button type="submit" className="tw-btn" disabled={status === 'sending'} aria-busy={status === 'sending' || undefined}>
              {status === 'sending' ? t('sending', 'Sending…') : t('submitText', data.submitText)}
            </button>
          </div>
        </form>
      )}
    </WidgetRoot>
  );
}
