import { ConfigProvider } from 'antd';
import { Outlet } from 'react-router';
import { AppHeader } from '../../features/header';
import { antdTheme } from '../../ui/theme';
import { useDocumentTitle } from '../../ui/use-document-title';
import { useRouteMeta } from '../use-route-meta';
import { AppFooter } from './app-footer';
import './layouts.css';

/** Every screen but the landing and the auth screens: the app header, the page, a small footer. */
export function AppLayout() {
  const meta = useRouteMeta();
  useDocumentTitle(meta?.title);
  return (
    <ConfigProvider theme={antdTheme}>
      <div className="pl-app">
        <AppHeader showBack={meta?.back} showHomeInMenu={meta?.homeInMenu ?? true} />
        <main className="pl-app__main">
          <Outlet />
        </main>
        <AppFooter />
      </div>
    </ConfigProvider>
  );
}
