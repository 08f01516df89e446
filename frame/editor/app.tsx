// The builder app: finds who is signed in, then renders the page the path names (route.ts). Navigation
// is client-side (pushState); builder documents on the server answer every one of these paths.
import { useEffect, useMemo, useState } from 'react';
import type { ApiConfig } from '../../shared/api/request';
import { LOADING_TEXT } from '../../shared/rules/errors';
import { errorMessage } from './api/api-config';
import { fetchMe, type User } from './api/auth-api';
import { BuilderContext, type Builder } from './api/builder-context';
import { AuthPage } from './auth/auth-page';
import { HomePage } from './home/home-page';
import { parseRoute } from './route';
import { ToastProvider } from './ui/toast';
import { EditorPage } from './workspace/editor-page';

export function BuilderApp(props: { api: ApiConfig; initialPath?: string; onNavigate?(path: string): void }) {
  const [path, setPath] = useState(props.initialPath ?? location.pathname + location.search);
  const [user, setUser] = useState<User | null>(null);
  const [bootError, setBootError] = useState('');

  useEffect(() => {
    fetchMe(props.api).then(setUser, (e) => setBootError(errorMessage(e, 'Could not reach the server.')));
    const onPop = () => setPath(location.pathname + location.search);
    addEventListener('popstate', onPop);
    return () => removeEventListener('popstate', onPop);
  }, []);

  const builder = useMemo<Builder | null>(
    () =>
      user && {
        api: props.api,
        user,
        setUser,
        appUrl: props.api.baseUrl.replace(/\/$/, ''),
        navigate(to: string) {
          if (props.onNavigate) props.onNavigate(to);
          else history.pushState(null, '', to);
          setPath(to);
          window.scrollTo?.(0, 0);
        },
      },
    [user, props.api],
  );

  if (bootError) return <p class="boot" role="alert">{bootError}</p>;
  if (!builder) return <p class="boot">{LOADING_TEXT}</p>;
  const route = parseRoute(path.split('?')[0]!);
  const guarded = route.page === 'home' || route.page === 'editor';
  let page;
  if (guarded && !builder.user.isAuthenticated) page = <AuthPage mode="login" />;
  else if (route.page === 'login' || route.page === 'signup') page = <AuthPage mode={route.page} key={route.page} />;
  else if (route.page === 'home') page = <HomePage />;
  else if (route.page === 'editor') page = <EditorPage widgetId={route.widgetId} key={route.widgetId} />;
  else page = <p class="boot">Page not found. <a href="/">Go to your widgets</a></p>;
  return (
    <BuilderContext.Provider value={builder}>
      <ToastProvider>{page}</ToastProvider>
    </BuilderContext.Provider>
  );
}
