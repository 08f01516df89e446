// Default built-in data of the `faq` widget type (ARCHITECTURE §3.1a): questions and answers that open in
// place, with an optional search. Plain data, no zod, so the frame's widget chunk can import it. The zod
// schema for validating owner edits lives beside it.
import { commonDefaults, type CommonWidgetData } from './common-data';

export type FaqItem = {
  id: string;
  question: string;
  /** Owner rich text, sanitised before rendering. */
  answer: string;
};

export type FaqData = CommonWidgetData & {
  title: string;
  questions: FaqItem[];
  /** Opening one question closes the one open before. */
  oneAtATime: boolean;
  /** The first question is open when the widget loads. */
  openFirst: boolean;
  /** A search box above the questions (the questions and their answers are searched). */
  search: boolean;
  searchPlaceholder: string;
  noResultsText: string;
};

export const MAX_FAQ_ITEMS = 200;

export const faqDefaults: FaqData = {
  ...commonDefaults,
  title: 'Frequently asked questions',
  questions: [
    { id: 'q-1', question: 'How long does delivery take?', answer: 'Orders leave our workshop within two working days and usually arrive <strong>three to five days</strong> later.' },
    { id: 'q-2', question: 'Can I return an item?', answer: 'Yes. Send it back unused within 30 days and we refund the full price, shipping included.' },
    { id: 'q-3', question: 'Do you ship abroad?', answer: 'We ship to every country in the European Union and to the United Kingdom.' },
  ],
  oneAtATime: false,
  openFirst: false,
  search: false,
  searchPlaceholder: 'Search the questions',
  noResultsText: 'No question matches your search.',
};
