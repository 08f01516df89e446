// The small page a visitor sees in the payment tab after Stripe or PayPal sends them back. Fixed texts
// only (nothing from the request is echoed), no script.
export function paymentPage(title: string, text: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title><style>body{font:16px/1.5 system-ui,sans-serif;max-width:34rem;margin:15vh auto;padding:0 1.25rem;color:#1f2937}h1{font-size:1.5rem}</style></head><body><main><h1>${title}</h1><p>${text}</p></main></body></html>`;
}
