// Tessera's app for the Zapier platform (pushed with `zapier push` from this folder; it runs on Zapier,
// not in Tessera). Sign-in is an API key from the builder's home, and the address of the Tessera server
// for a self-hosted one. The New submission trigger is a REST hook: turning a Zap on subscribes its hook
// to one form or AI chat (POST /api/v1/hooks), turning it off removes it, and while the owner maps fields
// Zapier reads the widget's latest submissions in the same shape (GET /api/v1/hooks/sample). The routes
// and the payload are README's "HTTP API" and shared/api/hooks.ts.
'use strict';

const base = (bundle) => String(bundle.authData.baseUrl || '').replace(/\/+$/, '');

/** Every call carries the key; a refusal shows Tessera's own message in Zapier. */
const withKey = (request, z, bundle) => {
  request.headers = { ...request.headers, authorization: `Bearer ${bundle.authData.apiKey}` };
  return request;
};
const tesseraErrors = (response, z) => {
  if (response.status >= 400) {
    let message = `Tessera answered ${response.status}.`;
    try {
      message = JSON.parse(response.content).message || message;
    } catch (e) {
      /* not Tessera's envelope: the status says it */
    }
    throw new z.errors.Error(message, 'TesseraError', response.status);
  }
  return response;
};
const data = (response) => JSON.parse(response.content).data;

const SAMPLE = {
  id: 'example',
  event: 'submission',
  widgetId: 'w1',
  source: 'Contact us',
  title: 'New submission: Contact us',
  submittedAt: '2026-01-31T09:30:00.000Z',
  pageUrl: 'https://www.example.com/contact',
  answers: { Name: 'Alex Example', Email: 'alex@example.com', Message: 'An example message.' },
  email: 'alex@example.com',
  firstName: 'Alex',
  lastName: 'Example',
  phone: null,
};

module.exports = {
  version: require('./package.json').version,
  platformVersion: require('./package.json').dependencies['zapier-platform-core'],
  authentication: {
    type: 'custom',
    fields: [
      { key: 'baseUrl', label: 'Tessera address', required: true, type: 'string', helpText: 'Where your Tessera builder is, e.g. https://widgets.example.com.' },
      { key: 'apiKey', label: 'API key', required: true, type: 'password', helpText: 'Make one in the Tessera builder: the home page, API keys.' },
    ],
    // `me` answers a key it does not take as a signed-out user rather than a 401.
    test: async (z, bundle) => {
      const me = data(await z.request({ url: `${base(bundle)}/api/auth/me` }));
      if (!me.isAuthenticated) throw new z.errors.Error('Tessera did not take this API key: make a new one in the builder (the home page, API keys).', 'AuthenticationError', 401);
      return me;
    },
    connectionLabel: '{{fullName}}',
  },
  beforeRequest: [withKey],
  afterResponse: [tesseraErrors],
  triggers: {
    widget: {
      key: 'widget',
      noun: 'Widget',
      display: { label: 'Forms and chats', description: 'Lists your forms and AI chats for the New submission trigger.', hidden: true },
      operation: {
        // Zapier's dropdown pages from 0.
        perform: async (z, bundle) => {
          const page = data(await z.request({ url: `${base(bundle)}/api/v1/plugin/instances`, params: { include: 'form,ai_chat', limit: '100', page: String((bundle.meta && bundle.meta.page ? bundle.meta.page : 0) + 1) } }));
          return page.docs.map((w) => ({ id: w.guid, name: w.name || w.guid, type: w.type }));
        },
        canPaginate: true,
      },
    },
    new_submission: {
      key: 'new_submission',
      noun: 'Submission',
      display: { label: 'New Submission', description: 'Triggers when a visitor sends a form, or leaves their email in an AI chat.' },
      operation: {
        type: 'hook',
        inputFields: [{ key: 'widgetId', label: 'Form or chat', required: true, dynamic: 'widget.id.name' }],
        performSubscribe: async (z, bundle) =>
          data(await z.request({ url: `${base(bundle)}/api/v1/hooks`, method: 'POST', body: { widgetId: bundle.inputData.widgetId, type: 'zapier', hookUrl: bundle.targetUrl } })),
        performUnsubscribe: async (z, bundle) =>
          data(await z.request({ url: `${base(bundle)}/api/v1/hooks/${encodeURIComponent(bundle.subscribeData.id)}`, method: 'DELETE' })),
        perform: (z, bundle) => [bundle.cleanedRequest],
        performList: async (z, bundle) =>
          data(await z.request({ url: `${base(bundle)}/api/v1/hooks/sample`, params: { widgetId: bundle.inputData.widgetId } })).docs,
        sample: SAMPLE,
      },
    },
  },
};
