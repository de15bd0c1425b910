import { App as AntApp, ConfigProvider } from 'antd';
import { lazy, type ReactNode, Suspense, useMemo } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { Loading } from '../components/Loading';
import { NotFoundPage } from '../features/home';
import '../features/embedded/lib/handshake';
import { lazyNamed } from './lazyNamed';
import { loadDashboardPage, loadExplorePage } from './pageChunks';
import { RequireAuth } from './RequireAuth';
import { RoutePrefetch } from './routePrefetch';
import type { AppStore } from './store';
import { lightTheme, themeWithMotion } from './theme';
import { useReducedMotion } from './useReducedMotion';

// Heavy pages load on demand: Explore and dashboards pull in the chart renderers (ECharts).
const ExplorePage = lazy(loadExplorePage);
// The sign-in form (antd's Form and its validation) is only for visitors without a session: the
// pages a signed-in user opens first no longer carry it.
const LoginPage = lazyNamed(() => import('../features/login/components/LoginPage'), 'LoginPage');
const DashboardPage = lazy(loadDashboardPage);
const NewDashboardPage = lazy(() => import('../features/dashboard/components/NewDashboardPage'));
const ChartAddPage = lazy(() => import('../features/chart-add/components/ChartAddPage'));
const SqlLabPage = lazy(() => import('../features/sqllab/components/SqlLabPage'));
const ExplorePermalinkRedirect = lazy(() => import('../features/explore/url-state/ExplorePermalinkRedirect'));
const DashboardPermalinkRedirect = lazy(
  () => import('../features/dashboard/url-state/DashboardPermalinkRedirect'),
);
// The list pages too: the first page is home, and the lists' table and import code need not come with it.
const DashboardListPage = lazyNamed(
  () => import('../features/lists/components/DashboardListPage'),
  'DashboardListPage',
);
const ChartListPage = lazyNamed(() => import('../features/lists/components/ChartListPage'), 'ChartListPage');
const DatasetListPage = lazyNamed(
  () => import('../features/lists/components/DatasetListPage'),
  'DatasetListPage',
);
const SavedQueryListPage = lazyNamed(
  () => import('../features/saved-queries/components/SavedQueryListPage'),
  'SavedQueryListPage',
);
const WelcomePage = lazy(() => import('../features/home/components/WelcomePage'));
const AnnotationLayerListPage = lazyNamed(
  () => import('../features/annotation-layers'),
  'AnnotationLayerListPage',
);
const AnnotationListPage = lazyNamed(() => import('../features/annotation-layers'), 'AnnotationListPage');
const DatabaseListPage = lazyNamed(() => import('../features/databases'), 'DatabaseListPage');
const CreateDatasetPage = lazyNamed(
  () => import('../features/datasets/components/CreateDatasetPage'),
  'CreateDatasetPage',
);
const UserListPage = lazyNamed(() => import('../features/security'), 'UserListPage');
const RoleListPage = lazyNamed(() => import('../features/security'), 'RoleListPage');
const EmbeddedPage = lazy(() => import('../features/embedded/components/EmbeddedPage'));
const RlsListPage = lazyNamed(() => import('../features/security'), 'RlsListPage');

function Page({ children }: { children: ReactNode }) {
  return (
    <RequireAuth>
      <ErrorBoundary>
        <Suspense
          fallback={
            <div className="page-center">
              <Loading />
            </div>
          }
        >
          {children}
        </Suspense>
      </ErrorBoundary>
    </RequireAuth>
  );
}

export function AppRoutes() {
  return (
    <Routes>
      <Route
        path="/login"
        element={
          <Suspense fallback={<Loading />}>
            <LoginPage />
          </Suspense>
        }
      />
      <Route
        path="/embedded/:uuid"
        element={
          <Suspense fallback={<Loading />}>
            <EmbeddedPage />
          </Suspense>
        }
      />
      <Route path="/" element={<Navigate to="/superset/welcome/" replace />} />
      <Route
        path="/superset/welcome/"
        element={
          <Page>
            <WelcomePage />
          </Page>
        }
      />
      <Route
        path="/annotationlayer/list/"
        element={
          <Page>
            <AnnotationLayerListPage />
          </Page>
        }
      />
      <Route
        path="/annotationlayer/:layerId/annotation/"
        element={
          <Page>
            <AnnotationListPage />
          </Page>
        }
      />
      <Route
        path="/dashboard/list/"
        element={
          <Page>
            <DashboardListPage />
          </Page>
        }
      />
      <Route
        path="/dashboard/new/"
        element={
          <Page>
            <NewDashboardPage />
          </Page>
        }
      />
      <Route
        path="/chart/list/"
        element={
          <Page>
            <ChartListPage />
          </Page>
        }
      />
      <Route
        path="/chart/add"
        element={
          <Page>
            <ChartAddPage />
          </Page>
        }
      />
      <Route
        path="/tablemodelview/list/"
        element={
          <Page>
            <DatasetListPage />
          </Page>
        }
      />
      <Route
        path="/dataset/add/"
        element={
          <Page>
            <CreateDatasetPage />
          </Page>
        }
      />
      <Route
        path="/databaseview/list/"
        element={
          <Page>
            <DatabaseListPage />
          </Page>
        }
      />
      <Route
        path="/explore/"
        element={
          <Page>
            <ExplorePage />
          </Page>
        }
      />
      <Route
        path="/superset/explore/"
        element={
          <Page>
            <ExplorePage />
          </Page>
        }
      />
      <Route
        path="/superset/explore/p/:key/"
        element={
          <Page>
            <ExplorePermalinkRedirect />
          </Page>
        }
      />
      <Route
        path="/superset/dashboard/p/:key/"
        element={
          <Page>
            <DashboardPermalinkRedirect />
          </Page>
        }
      />
      <Route
        path="/superset/dashboard/:idOrSlug/"
        element={
          <Page>
            <DashboardPage />
          </Page>
        }
      />
      <Route
        path="/sqllab/"
        element={
          <Page>
            <SqlLabPage />
          </Page>
        }
      />
      <Route
        path="/superset/sqllab/"
        element={
          <Page>
            <SqlLabPage />
          </Page>
        }
      />
      <Route
        path="/savedqueryview/list/"
        element={
          <Page>
            <SavedQueryListPage />
          </Page>
        }
      />
      <Route
        path="/users/list/"
        element={
          <Page>
            <UserListPage />
          </Page>
        }
      />
      <Route
        path="/roles/list/"
        element={
          <Page>
            <RoleListPage />
          </Page>
        }
      />
      <Route
        path="/rowlevelsecurity/list/"
        element={
          <Page>
            <RlsListPage />
          </Page>
        }
      />
      <Route
        path="*"
        element={
          <Page>
            <NotFoundPage />
          </Page>
        }
      />
    </Routes>
  );
}

export function App({ store }: { store: AppStore }) {
  // antd's menus, dialogs and tooltips animate unless the system asks for reduced motion.
  const reducedMotion = useReducedMotion();
  const theme = useMemo(() => themeWithMotion(lightTheme, !reducedMotion), [reducedMotion]);
  return (
    <Provider store={store}>
      <ConfigProvider theme={theme}>
        <AntApp>
          <ErrorBoundary>
            <BrowserRouter>
              <RoutePrefetch />
              <AppRoutes />
            </BrowserRouter>
          </ErrorBoundary>
        </AntApp>
      </ConfigProvider>
    </Provider>
  );
}
