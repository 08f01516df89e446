// SPEC §3 row "{product}-form": the product's own form widgets as a data source. Our product is Tessera,
// so the key is tessera-form, and its one field picks one of the owner's form widgets.
import type { IntegrationKind } from './types';

export const PRODUCT_NAME = 'Tessera';
export const PRODUCT_FORM_KEY = 'tessera-form';

export const PRODUCT_FORM_INTEGRATION: IntegrationKind = {
  key: PRODUCT_FORM_KEY,
  label: `${PRODUCT_NAME} form`,
  group: 'data',
  fields: [{ name: 'widgetId', label: 'Form', input: 'widget', widgetType: 'form', secret: false, required: true }],
};
