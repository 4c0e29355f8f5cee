import { LoginForm } from './LoginForm';

/** The header's compact login form, in its own chunk so formik loads after the first paint. */
export default function HeaderLoginForm() {
  return <LoginForm loginType="username" isHeaderLogin />;
}
