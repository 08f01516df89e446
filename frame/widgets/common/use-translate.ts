import { useMemo } from 'react';
import type { Localization } from '../../../shared/widgets/common-data';
import { makeTranslate, type Translate } from './localize';

export function useTranslate(loc: Localization | undefined, lang: string): Translate {
  return useMemo(() => makeTranslate(loc, lang), [loc, lang]);
}
