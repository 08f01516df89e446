// Texts both PDF widgets show (gallery viewer and flipbook), translatable through the widget's localization.
import type { Translate } from './localize';

export const pdfErrorText = (t: Translate): string => t('error.pdf', 'This PDF could not be loaded.');

export const pageOfText = (t: Translate, n: number, total: number): string =>
  t('pageOf', 'Page {n} of {total}').replace('{n}', String(n)).replace('{total}', String(total));
