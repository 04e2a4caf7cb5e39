import { ConfigProvider } from 'antd';
import { Outlet } from 'react-router';
import { Logo, LogoMark } from '../../features/header';
import { antdTheme } from '../../ui/theme';
import { useDocumentTitle } from '../../ui/use-document-title';
import { useRouteMeta } from '../use-route-meta';
import './layouts.css';

/** Sign-up, login, confirmation and the OAuth return: a brand panel beside one card. */
export function AuthLayout() {
  const meta = useRouteMeta();
  useDocumentTitle(meta?.title);
  return (
    <ConfigProvider theme={antdTheme}>
      <div className="pl-auth">
        <aside className="pl-auth__brand" aria-hidden="true">
          <LogoMark size={56} />
          <p className="pl-auth__tagline">Ideas In, Podcasts Out</p>
        </aside>
        <div className="pl-auth__side">
          <header className="pl-auth__header">
            <Logo />
          </header>
          <main className="pl-auth__main">
            <Outlet />
          </main>
        </div>
      </div>
    </ConfigProvider>
  );
}
