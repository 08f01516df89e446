// The FAQ: each question a native disclosure (<details>), so it opens with a click, Enter or Space, and
// screen readers announce it, before any script has run. Optionally one open at a time, the first open
// at load, and a search over the questions and answers.
import { useMemo, useRef, useState } from 'react';
import { faqDefaults, type FaqData, type FaqItem } from '../../../shared/widgets/faq';
import { RichText } from '../common/RichText';
import { useDisplayRules } from '../common/use-display-rules';
import { useTranslate } from '../common/use-translate';
import { useWidgetData } from '../common/use-widget-data';
import { WidgetRoot } from '../common/WidgetRoot';
import type { WidgetProps } from '../types';
import { FAQ_CSS } from './faq-css';
import { itemTextKey, TRANSLATED_ITEMS } from '../../../shared/widgets/item-texts';

const PREFIX = TRANSLATED_ITEMS.faq!.prefix;

/** Lower case, without accents or markup: "Réglé <b>vite</b>" is found by "regle vite". */
export const searchable = (s: string): string =>
  s.replace(/<[^>]*>/g, ' ').normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ');

export function Faq(props: WidgetProps<FaqData>) {
  const { ctx } = props;
  const data = useWidgetData(faqDefaults, props);
  const t = useTranslate(data.localization, ctx.language);
  const visible = useDisplayRules(data.displayRules, ctx);
  const items = useMemo(
    () =>
      (Array.isArray(data.questions) ? data.questions : [])
        .filter((q): q is FaqItem => !!q && typeof q.id === 'string')
        .map((q) => ({ ...q, question: t(itemTextKey(PREFIX, q.id, 'question'), q.question ?? ''), answer: t(itemTextKey(PREFIX, q.id, 'answer'), q.answer ?? '') })),
    [data.questions, t],
  );
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(data.openFirst && items[0] ? [items[0].id] : []));
  // What is open now, ahead of the next render: a toggle event can come twice before it (the browser's
  // own and, in one-at-a-time mode, the one closing the question opened before).
  const current = useRef(open);
  const [query, setQuery] = useState('');
  if (!visible) return null;

  const words = searchable(query).split(' ').filter(Boolean);
  const shown = words.length ? items.filter((q) => words.every((w) => searchable(`${q.question} ${q.answer}`).includes(w))) : items;
  const title = t('title', data.title);
  const toggle = (q: FaqItem, i: number, isOpen: boolean) => {
    const was = current.current;
    if (isOpen === was.has(q.id)) return;
    const next = new Set(data.oneAtATime && isOpen ? [] : was);
    if (isOpen) next.add(q.id);
    else next.delete(q.id);
    current.current = next;
    setOpen(next);
    if (isOpen) ctx.reportEngagement({ interaction: 'click', eventSubType: 'question', entityPath: `questions.${i}` });
  };
  return (
    <WidgetRoot data={data} ctx={ctx} type="faq" css={FAQ_CSS}>
      {title ? <h2>{title}</h2> : null}
      {data.search ? (
        <input
          type="search"
          className="tw-search"
          value={query}
          placeholder={t('searchPlaceholder', data.searchPlaceholder)}
          aria-label={t('searchPlaceholder', data.searchPlaceholder)}
          onInput={(e) => setQuery(e.currentTarget.value)}
        />
      ) : null}
      {words.length > 0 && shown.length === 0 ? <p role="status">{t('noResultsText', data.noResultsText)}</p> : null}
      <div className="tw-faq-list">
        {shown.map((q) => {
          const i = items.indexOf(q);
          return (
            <details key={q.id} open={open.has(q.id)} onToggle={(e) => toggle(q, i, (e.currentTarget as HTMLDetailsElement).open)}>
              <summary>{q.question || t('untitled', 'Question')}</summary>
              <RichText html={q.answer} className="tw-answer" />
            </details>
          );
        })}
      </div>
    </WidgetRoot>
  );
}
