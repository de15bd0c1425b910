import { Alert, Button, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { api } from '../../../app/api';
import { describeError } from '../../../app/errors';
import { useAppDispatch } from '../../../app/hooks';
import { ProductMark } from '../../../app/ProductMark';
import { isAnonymousUser, useBootstrapQuery } from '../../../app/session';
import { signIn } from '../api/login';
import { safeNext } from '../lib/safeNext';

interface Credentials {
  username: string;
  password: string;
}

export { safeNext };

export function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const session = useBootstrapQuery();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const next = safeNext(params.get('next'));

  // An anonymous visitor (the Public role) came here to sign in: keep the form.
  if (session.data?.user && !isAnonymousUser(session.data.user)) return <Navigate to={next} replace />;

  const submit = async ({ username, password }: Credentials) => {
    setSubmitting(true);
    setError(null);
    try {
      await signIn(username.trim(), password);
      dispatch(api.util.resetApiState());
      navigate(next, { replace: true });
    } catch (failure) {
      setError(describeError(failure));
      setSubmitting(false);
    }
  };

  return (
    <main className="login-page">
      <div className="login-card">
        <div className="login-brand">
          <ProductMark size={36} />
        </div>
        <Typography.Title level={3} className="login-title">
          Sign in
        </Typography.Title>
        <Typography.Paragraph type="secondary" className="login-subtitle">
          Explore your data, build charts and share dashboards.
        </Typography.Paragraph>
        {error ? <Alert type="error" showIcon title={error} className="login-error" role="alert" /> : null}
        <Form<Credentials> layout="vertical" requiredMark={false} onFinish={submit} disabled={submitting}>
          <Form.Item
            label="Username"
            name="username"
            rules={[{ required: true, message: 'Enter your username.' }]}
          >
            <Input autoFocus autoComplete="username" data-test="login-username" size="large" />
          </Form.Item>
          <Form.Item
            label="Password"
            name="password"
            rules={[{ required: true, message: 'Enter your password.' }]}
          >
            <Input.Password autoComplete="current-password" data-test="login-password" size="large" />
          </Form.Item>
          <Button
            type="primary"
            htmlType="submit"
            block
            size="large"
            loading={submitting}
            data-test="login-submit"
          >
            {submitting ? 'Signing in…' : 'Sign in'}
          </Button>
        </Form>
      </div>
    </main>
  );
}
