// Sign up and log in. One form, two modes; the server's message is shown on failure.
import { useState } from 'react';
import { errorMessage } from '../api/api-config';
import { logIn, signUp } from '../api/auth-api';
import { useBuilder } from '../api/builder-context';
import { FormError } from '../ui/fields';

export function AuthPage(props: { mode: 'login' | 'signup' }) {
  const b = useBuilder();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fullName, setFullName] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const signup = props.mode === 'signup';

  const submit = async (e: Event) => {
    e.preventDefault();
    setBusy(true);
    setError('');
    try {
      const user = signup ? await signUp(b.api, { email, password, fullName }) : await logIn(b.api, { email, password });
      b.setUser(user);
      const next = new URLSearchParams(location.search).get('next');
      b.navigate(next && next.startsWith('/') && !next.startsWith('//') ? next : '/');
    } catch (err) {
      setError(errorMessage(err, signup ? 'Could not sign up.' : 'Could not log in.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <main class="auth">
      <form class="auth-card" onSubmit={submit} aria-labelledby="auth-title">
        <h1 id="auth-title">{signup ? 'Create your Tessera account' : 'Log in to Tessera'}</h1>
        {signup && (
          <label class="field">
            <span>Full name</span>
            <input name="fullName" autoComplete="name" required value={fullName} onInput={(e) => setFullName(e.currentTarget.value)} />
          </label>
        )}
        <label class="field">
          <span>Email</span>
          <input name="email" type="email" autoComplete="email" required value={email} onInput={(e) => setEmail(e.currentTarget.value)} />
        </label>
        <label class="field">
          <span>Password</span>
          <input
            name="password"
            type="password"
            autoComplete={signup ? 'new-password' : 'current-password'}
            required
            minLength={signup ? 8 : undefined}
            value={password}
            onInput={(e) => setPassword(e.currentTarget.value)}
          />
        </label>
        <FormError error={error} />
        <button class="btn btn-primary" type="submit" disabled={busy}>
          {busy ? 'Please wait...' : signup ? 'Sign up' : 'Log in'}
        </button>
        <p class="auth-switch">
          {signup ? 'Already have an account? ' : 'New to Tessera? '}
          <a
            href={signup ? '/login' : '/signup'}
            onClick={(e) => {
              e.preventDefault();
              b.navigate(signup ? '/login' : '/signup');
            }}
          >
            {signup ? 'Log in' : 'Sign up'}
          </a>
        </p>
      </form>
    </main>
  );
}
