import { DownOutlined, PlusOutlined, SettingOutlined } from '@ant-design/icons';
import { Button, Dropdown, Layout, type MenuProps } from 'antd';
import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useDynamicPlugins } from '../charts/dynamic/useDynamicPlugins';
// The hook alone: the lists barrel would pull the list pages into the first page.
import { useAssetsMenu } from '../features/lists/components/useAssetsMenu';
import { signOut } from '../features/login/api/login';
// The helper alone: the security pages' barrel would pull them into the first page.
import { isSecurityAdmin } from '../features/security/lib/admin';
import { useUploadMenu } from '../features/upload';
import { api } from './api';
import { useAppDispatch } from './hooks';
import { ProductMark } from './ProductMark';
import { displayName, isAnonymousUser, type SessionUser } from './session';

interface NavItem {
  readonly key: string;
  readonly label: string;
  readonly to: string;
  readonly test: string;
  readonly match: readonly string[];
}

const NAV: readonly NavItem[] = [
  {
    key: 'dashboards',
    label: 'Dashboards',
    to: '/dashboard/list/',
    test: 'nav-dashboards',
    match: ['/dashboard', '/superset/dashboard'],
  },
  { key: 'charts', label: 'Charts', to: '/chart/list/', test: 'nav-charts', match: ['/chart', '/explore'] },
  {
    key: 'datasets',
    label: 'Datasets',
    to: '/tablemodelview/list/',
    test: 'nav-datasets',
    match: ['/tablemodelview'],
  },
  {
    key: 'sqllab',
    label: 'SQL Lab',
    to: '/sqllab/',
    test: 'nav-sqllab',
    match: ['/sqllab', '/savedqueryview'],
  },
];

export function activeNav(pathname: string): string | null {
  return NAV.find((item) => item.match.some((prefix) => pathname.startsWith(prefix)))?.key ?? null;
}

export function Shell({
  user,
  version,
  children,
}: {
  user: SessionUser;
  version?: string;
  children: ReactNode;
}) {
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  useDynamicPlugins();
  const active = activeNav(location.pathname);
  const anonymous = isAnonymousUser(user);
  // An anonymous visitor reads what the Public role grants; SQL Lab and creating are not for them.
  const nav = anonymous ? NAV.filter((item) => item.key !== 'sqllab') : NAV;
  const here = `${location.pathname}${location.search}`;

  const logOut = async () => {
    try {
      await signOut();
    } catch {
      // The session is dropped on this side either way; the login page shows next.
    }
    dispatch(api.util.resetApiState());
    navigate('/login', { replace: true });
  };

  const upload = useUploadMenu();
  const assets = useAssetsMenu(user.permissions);
  const createItems: MenuProps['items'] = [
    { key: 'chart', label: 'Chart', onClick: () => navigate('/chart/add') },
    { key: 'dashboard', label: 'Dashboard', onClick: () => navigate('/dashboard/new/') },
    ...upload.items,
  ];

  const settingsItems: MenuProps['items'] = [
    {
      type: 'group',
      key: 'user',
      label: 'User',
      children: [
        {
          key: 'whoami',
          label: (
            <div className="settings-user">
              <div className="settings-user-name">{displayName(user)}</div>
              {user.email ? <div className="settings-user-email">{user.email}</div> : null}
            </div>
          ),
          disabled: true,
        },
        { key: 'logout', label: <span data-test="logout">Log out</span>, onClick: logOut },
      ],
    },
    {
      type: 'group',
      key: 'data',
      label: 'Data',
      children: [
        {
          key: 'databases',
          label: <span data-test="menu-databases">Database Connections</span>,
          onClick: () => navigate('/databaseview/list/'),
        },
      ],
    },
    {
      type: 'group',
      key: 'manage',
      label: 'Manage',
      children: [
        {
          key: 'annotation-layers',
          label: <span data-test="menu-annotation-layers">Annotation Layers</span>,
          onClick: () => navigate('/annotationlayer/list/'),
        },
        ...assets.items,
      ],
    },
    ...(isSecurityAdmin(user.permissions)
      ? [
          {
            type: 'group' as const,
            key: 'security',
            label: 'Security',
            children: [
              {
                key: 'users',
                label: <span data-test="menu-users">List Users</span>,
                onClick: () => navigate('/users/list/'),
              },
              {
                key: 'roles',
                label: <span data-test="menu-roles">List Roles</span>,
                onClick: () => navigate('/roles/list/'),
              },
              {
                key: 'rls',
                label: <span data-test="menu-rls">Row Level Security</span>,
                onClick: () => navigate('/rowlevelsecurity/list/'),
              },
            ],
          },
        ]
      : []),
    ...(version
      ? [{ type: 'divider' as const }, { key: 'version', label: `Tessera ${version}`, disabled: true }]
      : []),
  ];

  return (
    <Layout className="app-layout">
      <Layout.Header className="app-header">
        <nav className="app-nav" aria-label="Main">
          <Link to="/" className="app-brand" aria-label="Tessera home">
            <ProductMark size={26} />
          </Link>
          <ul className="app-nav-links">
            {nav.map((item) => (
              <li key={item.key}>
                <Link
                  to={item.to}
                  data-test={item.test}
                  className={item.key === active ? 'app-nav-link active' : 'app-nav-link'}
                  aria-current={item.key === active ? 'page' : undefined}
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="app-header-right">
          {anonymous ? (
            <Button
              type="primary"
              onClick={() => navigate(`/login?next=${encodeURIComponent(here)}`)}
              data-test="login-link"
            >
              Log in
            </Button>
          ) : (
            <>
              <Dropdown menu={{ items: createItems }} trigger={['click']} placement="bottomRight">
                <Button
                  type="text"
                  icon={<PlusOutlined />}
                  aria-label="Create new"
                  data-test="new-dropdown"
                />
              </Dropdown>
              <Dropdown menu={{ items: settingsItems }} trigger={['click']} placement="bottomRight">
                <Button type="text" className="settings-button" data-test="settings-menu">
                  <SettingOutlined /> <span className="settings-label">{displayName(user)}</span>
                  <DownOutlined className="settings-caret" />
                </Button>
              </Dropdown>
            </>
          )}
        </div>
      </Layout.Header>
      <Layout.Content className="app-content">{children}</Layout.Content>
      {upload.modal}
      {assets.modal}
    </Layout>
  );
}
