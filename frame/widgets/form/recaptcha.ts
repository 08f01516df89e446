// reCAPTCHA v3 (SPEC §5: only v3): loads Google's script once and asks for a token for the `submit`
// action. A failure yields no token; the server decides what a missing token means.
type Grecaptcha = { ready(cb: () => void): void; execute(key: string, o: { action: string }): Promise<string> };

let loading: Promise<Grecaptcha | null> | null = null;

function load(siteKey: string, scriptBase: string): Promise<Grecaptcha | null> {
  const w = window as unknown as { grecaptcha?: Grecaptcha };
  if (w.grecaptcha) return Promise.resolve(w.grecaptcha);
  loading ??= new Promise((resolve) => {
    const s = document.createElement('script');
    s.src = `${scriptBase}/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
    s.async = true;
    s.onload = () => resolve(w.grecaptcha ?? null);
    s.onerror = () => {
      loading = null;
      resolve(null);
    };
    document.head.appendChild(s);
  });
  return loading;
}

export async function recaptchaToken(siteKey: string, scriptBase = 'https://www.google.com'): Promise<string | undefined> {
  const g = await load(siteKey, scriptBase);
  if (!g) return undefined;
  try {
    return await new Promise<string>((resolve, reject) => g.ready(() => g.execute(siteKey, { action: 'submit' }).then(resolve, reject)));
  } catch {
    return undefined;
  }
}
