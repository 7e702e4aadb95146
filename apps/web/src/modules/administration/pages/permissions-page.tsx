import { PermissionsScreen } from '../components/permissions-screen';

/** Who can do what, now (issue 35; docs/administration.md "Permissions you can see"). */
export default function PermissionsPage() {
  return <PermissionsScreen past={false} />;
}
