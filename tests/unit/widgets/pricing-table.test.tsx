// @vitest-environment happy-dom
// Pricing table: each plan's name, price and period, what it includes and its button; the owner's pick
// with its badge; the monthly / yearly switch changing every price; unsafe links dropped.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import module from '../../../frame/widgets/pricing-table/index';
import { pricingTableDefaults, type PricingTableData } from '../../../shared/widgets/pricing-table';
import { makeCtx, makeWidget } from '../../helpers/make-ctx';

afterEach(cleanup);
const Widget = module.Widget;
const show = (over: Partial<PricingTableData> = {}, device: 'desktop' | 'tablet' | 'mobile' = 'desktop') => {
  const { ctx, rec } = makeCtx({ device });
  render(<Widget widget={makeWidget('pricing_table', { ...pricingTableDefaults, ...over })} ctx={ctx} />);
  return rec;
};
const plans = () => [...document.querySelectorAll<HTMLElement>('.tw-plans > li')];
const prices = () => plans().map((p) => p.querySelector('.tw-price')!.textContent);

describe('pricing table widget', () => {
  it('shows every plan with its price, what it includes and its button, and draws out the featured one', () => {
    show();
    expect(plans().map((p) => p.querySelector('h3')!.textContent)).toEqual(['Starter', 'Pro', 'Business']);
    expect(prices()).toEqual(['$0/month', '$19/month', '$49/month']);
    const pro = plans()[1]!;
    expect(pro.className).toBe('tw-featured');
    expect(pro.querySelector('.tw-badge')!.textContent).toBe('Most popular');
    expect(within(pro).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['5 websites', 'Priority support', 'No branding']);
    const link = within(pro).getByRole('link', { name: 'Choose Pro' });
    expect(link.getAttribute('href')).toBe('https://example.com/signup?plan=pro');
    // A plan's sign-up replaces the host page, as a link on the page would.
    expect(link.getAttribute('target')).toBe('_top');
    expect(plans()[0]!.querySelector('.tw-badge')).toBeNull();
  });

  it('opens a plan’s link in a new tab in the builder’s preview, so the builder stays', () => {
    const { ctx } = makeCtx({ mode: 'preview' });
    render(<Widget widget={makeWidget('pricing_table', pricingTableDefaults)} ctx={ctx} />);
    const link = screen.getByRole('link', { name: 'Choose Pro' });
    expect([link.getAttribute('target'), link.getAttribute('rel')]).toEqual(['_blank', 'noopener noreferrer']);
  });

  it('switches every price to yearly and back, each switch an engagement event', () => {
    const rec = show();
    fireEvent.click(screen.getByRole('radio', { name: /Yearly/ }));
    expect(prices()).toEqual(['$0/year', '$190/year', '$490/year']);
    expect(screen.getByRole('radio', { name: /Yearly/ })).toHaveProperty('checked', true);
    fireEvent.click(screen.getByRole('radio', { name: 'Monthly' }));
    expect(prices()).toEqual(['$0/month', '$19/month', '$49/month']);
    expect(rec.engagement).toEqual([
      { interaction: 'click', eventSubType: 'yearly' },
      { interaction: 'click', eventSubType: 'monthly' },
    ]);
  });

  it('translates the yearly prices and the switch like the plans’ other texts', () => {
    const { ctx } = makeCtx({ language: 'fr-FR' });
    const fr = { 'plan.plan-2.yearlyPrice': '190 €', yearlyPeriod: '/an', yearlyLabel: 'Annuel' };
    render(<Widget widget={makeWidget('pricing_table', { ...pricingTableDefaults, localization: { languages: { 'fr-FR': fr } } })} ctx={ctx} />);
    fireEvent.click(screen.getByRole('radio', { name: /Annuel/ }));
    expect(prices()[1]).toBe('190 €/an');
  });

  it('keeps the monthly price where no yearly one is given, and shows no switch or period when the owner turned it off', () => {
    show({ plans: [{ ...pricingTableDefaults.plans[1]!, yearlyPrice: '' }] });
    fireEvent.click(screen.getByRole('radio', { name: /Yearly/ }));
    expect(prices()).toEqual(['$19/year']);
    cleanup();
    show({ billingSwitch: false, plans: [{ ...pricingTableDefaults.plans[1]!, price: 'Free' }] });
    expect(screen.queryByRole('radio')).toBeNull();
    expect(prices()).toEqual(['Free']);
  });

  it('leaves out a button whose link is not http(s), mailto: or tel:, and reports a button click with its plan', () => {
    const rec = show({ plans: [{ ...pricingTableDefaults.plans[0]!, buttonUrl: 'javascript:alert(1)' }, pricingTableDefaults.plans[2]!] });
    expect(within(plans()[0]!).queryByRole('link')).toBeNull();
    const link = within(plans()[1]!).getByRole('link', { name: 'Contact sales' });
    link.addEventListener('click', (e) => e.preventDefault());
    fireEvent.click(link);
    expect(rec.engagement).toEqual([{ interaction: 'click', eventSubType: 'button', entityPath: 'plans.1' }]);
  });

  it('gives the CSS the owner’s number of columns as a most, whatever the device (fewer by width alone)', () => {
    const cols = () => (document.querySelector('.tw-plans') as HTMLElement).style.getPropertyValue('--tw-cols');
    show({ columns: 4 }, 'mobile');
    expect(cols()).toBe('4');
    cleanup();
    show({ columns: 9 });
    expect(cols()).toBe('4');
  });

});
