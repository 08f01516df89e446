// @vitest-environment happy-dom
// The FAQ widget: native disclosures, one open at a time on request, the first open at load, a search over
// questions and answers (accents and markup aside), sanitised answers, translated texts.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import faqModule from '../../../frame/widgets/faq/index';
import { searchable } from '../../../frame/widgets/faq/Faq';
import { faqDefaults, type FaqData } from '../../../shared/widgets/faq';
import { makeCtx, makeWidget } from '../../helpers/make-ctx';

afterEach(cleanup);
const Faq = faqModule.Widget;
const items: FaqData['questions'] = [
  { id: 'a', question: 'How long does delivery take?', answer: 'Three to <strong>five</strong> days.' },
  { id: 'b', question: 'Can I pay on invoice?', answer: 'Yes, réglé within 30 days.' },
  { id: 'c', question: 'Do you ship abroad?', answer: 'Across the EU.' },
];
const show = (over: Partial<FaqData> = {}, lang = 'en') => {
  const { ctx, rec } = makeCtx({ language: lang });
  render(<Faq widget={makeWidget('faq', { ...faqDefaults, questions: items, ...over })} ctx={ctx} />);
  const details = () => [...document.querySelectorAll('details')];
  const toggle = (i: number) => {
    const d = details()[i]!;
    d.open = !d.open;
    fireEvent(d, new Event('toggle'));
  };
  return { rec, details, toggle, openOnes: () => details().filter((d) => d.open).map((d) => d.querySelector('summary')!.textContent) };
};

describe('faq widget', () => {
  // Sanitising is DOMPurify's in a browser (happy-dom's DOM lets it keep handlers): e2e checks it in Chromium.
  it('shows every question closed, as a disclosure, with its answer as rich text', () => {
    const { details, openOnes } = show();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Frequently asked questions');
    expect(details().map((d) => d.querySelector('summary')!.textContent)).toEqual(items.map((q) => q.question));
    expect(openOnes()).toEqual([]);
    expect(details()[0]!.querySelector('.tw-answer strong')!.textContent).toBe('five');
    expect(screen.queryByRole('searchbox')).toBeNull();
  });

  it('opens several at once, or one at a time, and reports each opening once', async () => {
    const many = show();
    many.toggle(0);
    many.toggle(2);
    expect(many.openOnes()).toEqual([items[0]!.question, items[2]!.question]);
    expect(many.rec.engagement).toEqual([
      { interaction: 'click', eventSubType: 'question', entityPath: 'questions.0' },
      { interaction: 'click', eventSubType: 'question', entityPath: 'questions.2' },
    ]);
    many.toggle(0);
    expect(many.openOnes()).toEqual([items[2]!.question]);
    expect(many.rec.engagement).toHaveLength(2);
    cleanup();
    const one = show({ oneAtATime: true, openFirst: true });
    expect(one.openOnes()).toEqual([items[0]!.question]);
    one.toggle(1);
    await waitFor(() => expect(one.openOnes()).toEqual([items[1]!.question]));
  });

  it('searches questions and answers, whatever the accents, case or markup, and says when nothing matches', () => {
    const { details } = show({ search: true });
    const box = screen.getByRole('searchbox', { name: 'Search the questions' });
    fireEvent.input(box, { target: { value: 'REGLE' } });
    expect(details().map((d) => d.querySelector('summary')!.textContent)).toEqual([items[1]!.question]);
    fireEvent.input(box, { target: { value: 'to five' } });
    expect(details()).toHaveLength(1);
    fireEvent.input(box, { target: { value: 'gift cards' } });
    expect(details()).toHaveLength(0);
    expect(screen.getByRole('status').textContent).toBe('No question matches your search.');
    fireEvent.input(box, { target: { value: '  ' } });
    expect(details()).toHaveLength(3);
    expect(searchable('Réglé <b>vite</b>')).toBe('regle vite ');
  });

  it("shows the owner's translation of the texts and of each question and answer", () => {
    show({ localization: { languages: { 'fr-FR': { title: 'Questions fréquentes', 'question.a.question': 'Quel délai de livraison ?', 'question.a.answer': 'Trois à cinq jours.' } } } }, 'fr-FR');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Questions fréquentes');
    const first = document.querySelector('details')!;
    expect(first.querySelector('summary')!.textContent).toBe('Quel délai de livraison ?');
    expect(first.querySelector('.tw-answer')!.textContent).toBe('Trois à cinq jours.');
    expect(document.querySelectorAll('details')[1]!.querySelector('summary')!.textContent).toBe(items[1]!.question);
  });
});
